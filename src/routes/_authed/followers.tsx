import { createFileRoute } from '@tanstack/react-router';
import { FollowListScreen } from '../../features/social/FollowListScreen.tsx';
import { listOwnerSearch, ownerOf } from '../../features/social/list-owner.ts';

export const Route = createFileRoute('/_authed/followers')({
  validateSearch: listOwnerSearch,
  component: function FollowersRoute() {
    const owner = ownerOf(Route.useSearch());
    return <FollowListScreen key={owner} kind="followers" ownerId={owner} />;
  },
});
