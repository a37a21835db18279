import { FeatureList, type Feature } from './FeatureList.tsx';
import { StaticPage, StaticSection } from './StaticPage.tsx';

const CORE_FEATURES: readonly Feature[] = [
  { title: '3D personal spaces', text: 'Your own Pod: a room people can walk into, built from a template in minutes.' },
  { title: 'Custom content embeds', text: 'Put videos, music, links and images on the walls of your Pod.' },
  { title: 'Real-time interaction', text: 'See who is in your Pod and talk with them as it happens.' },
  { title: 'Model and texture customization', text: 'Swap in your own 3D models and textures until the space feels like you.' },
  { title: 'Pod profile management', text: 'Name, describe and tag each Pod, and choose who can see it.' },
  { title: 'Event hosting', text: 'Schedule a one-hour live event in your Pod and invite your guests.' },
];

const USE_CASES: readonly Feature[] = [
  { title: 'Creators and artists', text: 'A gallery for your work that fans can visit, not just scroll past.' },
  { title: 'Brands and shops', text: 'A showroom for a launch, with products people can look at from every side.' },
  { title: 'Communities and friends', text: 'A hangout that stays yours between meetups, ready for the next get-together.' },
  { title: 'Teachers and speakers', text: 'A room for a class, a talk or a Q&A, with everyone in the same space.' },
];

const UPCOMING: readonly Feature[] = [
  { title: 'Multiplayer mode', text: 'Explore and build in a Pod together with friends at the same time.' },
  { title: 'Public event halls', text: 'Large shared venues where anyone can drop in on open events.' },
  { title: 'AI assistant builder', text: 'Describe a change in your own words and let the assistant make it.' },
  { title: 'Blockchain integration', text: 'Optional proof of ownership for the Pods and items you create.' },
  { title: 'Native token utility', text: 'A Pods token to tip creators and unlock access to special events.' },
  { title: 'AI-powered pod generation', text: 'Start from a sentence instead of a template and get a whole Pod.' },
];

/** /coming-soon: what Pods does today, what people use it for, and what is on the way. */
export function ComingSoonScreen() {
  return (
    <StaticPage
      title="Explore What’s Coming"
      back="profile"
      lead="Pods is growing. Here is what you can do today, how people use it, and what we are building next."
    >
      <StaticSection title="Core features">
        <FeatureList items={CORE_FEATURES} />
      </StaticSection>
      <StaticSection title="Use cases">
        <FeatureList items={USE_CASES} />
      </StaticSection>
      <StaticSection title="Upcoming features">
        <FeatureList items={UPCOMING} tag="Coming soon" />
      </StaticSection>
    </StaticPage>
  );
}
