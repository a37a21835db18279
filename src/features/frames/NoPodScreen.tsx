/** /3d-app with a link that names no Pod: says so, with a way back (issue 18). */
import { css } from '@linaria/core';
import { PlaceholderScreen } from '../shell/PlaceholderScreen.tsx';
import { secondaryButton } from '../../ui/button.ts';
import { useGoBack } from './useGoBack.ts';

const actions = css`
  padding: 0 24px 24px;
`;

export function NoPodScreen() {
  const goBack = useGoBack();
  return (
    <PlaceholderScreen title="Pod not found" note="This link does not name a Pod.">
      <div className={actions}>
        <button type="button" className={secondaryButton} onClick={goBack}>
          Back
        </button>
      </div>
    </PlaceholderScreen>
  );
}
