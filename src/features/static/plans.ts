/** The paid plans shown on /pricing. None can be bought yet: choosing one only says so. */
export type Plan = {
  id: 'starter' | 'professional' | 'enterprise';
  name: string;
  /** US dollars a month. */
  price: number;
  pitch: string;
  features: readonly string[];
  featured?: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 19,
    pitch: 'For creators who have outgrown a single Pod.',
    features: ['Up to 5 Pods', 'Up to 10 pending events', 'Your own 3D models and textures', 'View and like counts for every Pod'],
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 30,
    pitch: 'For people who host and grow an audience.',
    features: ['Up to 20 Pods', 'Unlimited pending events', 'Custom content embeds', 'Visitor insights for Pods and events', 'Priority support'],
    featured: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 49,
    pitch: 'For brands and teams that build together.',
    features: ['Unlimited Pods', 'Shared Pods for your team', 'Branded Pods and event pages', 'A named support contact'],
  },
];
