import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { SocialLinksScreen } from '../../features/onboarding/SocialLinksScreen.tsx';

const authed = getRouteApi('/_authed');

export const Route = createFileRoute('/_authed/social-media-links')({
  component: function SocialLinksRoute() {
    const { user } = authed.useRouteContext();
    const links = (user?.userSocialLinks ?? []).flatMap((link) => (link ? [{ socialId: link.socialId, socialLink: link.socialLink }] : []));
    return <SocialLinksScreen podId={sessionStorage.getItem('postId') ?? user?.userPods[0]?.podId ?? null} initial={links} />;
  },
});
