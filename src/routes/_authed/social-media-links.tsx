import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { SocialLinksScreen } from '../../features/onboarding/SocialLinksScreen.tsx';
import { storedPostId } from '../../lib/storage.ts';

const authed = getRouteApi('/_authed');

export const Route = createFileRoute('/_authed/social-media-links')({
  component: function SocialLinksRoute() {
    const { user } = authed.useRouteContext();
    const links = (user?.userSocialLinks ?? []).flatMap((link) => (link ? [{ socialId: link.socialId, socialLink: link.socialLink }] : []));
    // Back goes where the person came from; on a first load, to their profile (or the templates while onboarding).
    return <SocialLinksScreen postId={storedPostId()} initial={links} backTo={user?.userStatus === 'complete' ? '/profile' : '/pod-templates'} />;
  },
});
