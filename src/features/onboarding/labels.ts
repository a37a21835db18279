/** What people read for the option ids the API defines (the generated types keep both in step). */
import type { InterestId } from '../../../machines/interestsSelection.ts';
import type { Interest, PodCategory } from '../../gql/graphql.ts';

export const interestLabels = {
  all: 'All',
  technology: 'Technology',
  art: 'Art & Design',
  fitness: 'Fitness',
  business: 'Business',
  science: 'Science',
  gaming: 'Gaming',
  fashion: 'Fashion',
  travel: 'Travel',
} as const satisfies Record<Interest & InterestId, string>;

export const categoryLabels = { technology: 'Technology', design: 'Design', business: 'Business', lifestyle: 'Lifestyle' } as const satisfies Record<
  PodCategory,
  string
>;

// Compile-time check that the machine's interest ids are exactly the API's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const interestIdsMatchApi: Same<Interest, InterestId> = true;
