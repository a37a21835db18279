/** Every address outside the app, in one place. */
export const EXTERNAL = {
  roadmap: 'https://pods.example/roadmap',
  aboutUs: 'https://pods.example/about',
} as const;

export const SOCIAL_PROFILES = [
  { name: 'Pods on X', href: 'https://x.com/podsapp', icon: 'x' },
  { name: 'Pods on Instagram', href: 'https://instagram.com/podsapp', icon: 'instagram' },
  { name: 'Pods on YouTube', href: 'https://youtube.com/@podsapp', icon: 'youtube' },
  { name: 'Pods on LinkedIn', href: 'https://linkedin.com/company/podsapp', icon: 'linkedin' },
] as const;

export const ADS = [
  { id: 1, image: '/media/ads/ad-1.webp', href: 'https://pods.example/ads/launch', alt: 'Host your launch in 3D' },
  { id: 2, image: '/media/ads/ad-2.webp', href: 'https://pods.example/ads/teams', alt: 'Pods for teams' },
  { id: 3, image: '/media/ads/ad-3.webp', href: 'https://pods.example/ads/gallery', alt: 'Your gallery, in 3D' },
] as const;
