import { describe, expect, it } from 'vitest';
import { INTEREST_IDS, toggleInterest } from '../../machines/interestsSelection.ts';
import { offTrackRedirect } from '../../machines/onboarding.ts';
import { PRIORITY_TEMPLATE_IDS, orderTemplates } from '../../machines/podTemplateOrder.ts';
import { suggestionsFor } from '../../machines/podTemplatePicker.ts';

describe("the 'all' interest rules (spec §4)", () => {
  const singles = INTEREST_IDS.filter((id) => id !== 'all');
  it("choosing 'all' selects every interest, clearing it clears them all", () => {
    expect(toggleInterest(['art'], 'all')).toEqual([...INTEREST_IDS]);
    expect(toggleInterest([...INTEREST_IDS], 'all')).toEqual([]);
  });
  it("choosing every single interest adds 'all'; clearing one removes it", () => {
    const allButTravel = singles.filter((id) => id !== 'travel');
    expect(toggleInterest(allButTravel, 'travel')).toEqual([...INTEREST_IDS]);
    expect(toggleInterest([...INTEREST_IDS], 'travel')).toEqual(INTEREST_IDS.filter((id) => id !== 'all' && id !== 'travel'));
  });
});

describe('onboarding redirects', () => {
  const arrival = (path: string, changePodTheme = false, interestCount = 0) => ({
    path,
    changePodTheme,
    user: { userName: 'a', userStatus: 'complete', interestCount },
  });
  it('sends people without an account or a Pod to their step from anywhere', () => {
    expect(offTrackRedirect('account', arrival('/time-line'))).toBe('/create-account');
    expect(offTrackRedirect('account', arrival('/create-account'))).toBeNull();
    expect(offTrackRedirect('template', arrival('/create-account'))).toBe('/pod-templates');
    expect(offTrackRedirect('template', arrival('/pod-templates/'))).toBeNull();
  });
  it('lets complete users skip the finished steps, but change their theme', () => {
    expect(offTrackRedirect('complete', arrival('/create-account'))).toBe('/interests-selection');
    expect(offTrackRedirect('complete', arrival('/pod-templates', false, 3))).toBe('/time-line');
    expect(offTrackRedirect('complete', arrival('/pod-templates', true, 3))).toBeNull();
    expect(offTrackRedirect('complete', arrival('/friends'))).toBeNull();
  });
});

describe('template order and suggestions', () => {
  const t = (podId: string, podName = podId) => ({ podId, podName, podDisplayImage: '', podDescription: '' });
  it('puts the 14 priority ids first in their order, then the rest as they came, the current pod before all', () => {
    expect(PRIORITY_TEMPLATE_IDS).toHaveLength(14);
    const ordered = orderTemplates([t('zz'), t('zen-garden'), t('aa'), t('studio-loft')]).map((x) => x.podId);
    expect(ordered).toEqual(['studio-loft', 'zen-garden', 'zz', 'aa']);
    expect(orderTemplates([t('zz'), t('studio-loft'), t('aa')], 'aa').map((x) => x.podId)).toEqual(['aa', 'studio-loft', 'zz']);
  });
  it('suggests at most 5 names containing the text, in any case', () => {
    const many = ['Loft', 'Lofty', 'Aloft', 'LOFT 2', 'loft 3', 'Loft 4', 'Garden'].map((name, i) => t(`id-${i}`, name));
    expect(suggestionsFor(many, 'lOfT').map((x) => x.podName)).toEqual(['Loft', 'Lofty', 'Aloft', 'LOFT 2', 'loft 3']);
    expect(suggestionsFor(many, '  ')).toEqual([]);
  });
});
