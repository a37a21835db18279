import { Link } from '@tanstack/react-router';
import { FeatureList, type Feature } from './FeatureList.tsx';
import { StaticPage, StaticSection } from './StaticPage.tsx';
import { SupportEmail } from './SupportEmail.tsx';

const WHAT_YOU_CAN_DO: readonly Feature[] = [
  { title: 'Build a Pod', text: 'Pick a template, then make it yours with a name, a description, models and textures — all from your phone.' },
  { title: 'Share it', text: 'Every Pod has its own link. Send it to anyone, or keep the Pod private while you work on it.' },
  { title: 'Follow people', text: 'Discover Pods in the feed, like the ones you love and follow the people who make them.' },
  { title: 'Host live events', text: 'Invite up to five guests to a one-hour live event inside your Pod, and meet there in real time.' },
];

/** /settings/about: what Pods is, who makes it and how to reach us. */
export function AboutScreen() {
  return (
    <StaticPage
      title="About Us"
      back="settings"
      lead="Pods is a 3D social hub: your own space on the internet that people can walk into, not just scroll past."
    >
      <StaticSection title="What Pods is">
        <p>
          A Pod is a small 3D space that you build from a template, right on your phone. It can be a gallery for your art, a showroom for your work, a lounge
          for your friends or a stage for your next launch. Once it looks right, you share it and people visit — on their phones or at a desk.
        </p>
      </StaticSection>
      <StaticSection title="What you can do">
        <FeatureList items={WHAT_YOU_CAN_DO} />
      </StaticSection>
      <StaticSection title="Who makes Pods">
        <p>
          Pods is made by a small, independent team of designers and engineers who think the social web should feel more like meeting somewhere than reading a
          timeline. We build the app, the 3D editor and the live event rooms ourselves, and we read every message you send us.
        </p>
      </StaticSection>
      <StaticSection title="Contact">
        <p>
          Questions, ideas or something not working? Write to <SupportEmail /> or use the <Link to="/settings/help">Help form</Link>. We usually answer within
          two working days.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
