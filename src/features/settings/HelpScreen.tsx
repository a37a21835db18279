import { useId } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { HELP_LIMITS, HELP_MESSAGES, HELP_TOPICS, helpFormMachine, selectHelpError, selectIsSending, type HelpField } from '../../../machines/helpForm.ts';
import { showToast } from '../../app/actors.ts';
import { goBack } from '../../lib/navigation.ts';
import { primaryButton } from '../../ui/button.ts';
import { errorText, field, form, hint } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { StaticPage } from '../static/StaticPage.tsx';
import { sendHelp } from './api.ts';

const FIELDS: { id: Exclude<HelpField, 'topic' | 'message'>; label: string; type: string; autoComplete: string }[] = [
  { id: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { id: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

/** /settings/help: the contact form of spec §2 and §5; on success a toast and back. */
export function HelpScreen() {
  const [snapshot, send] = useMachine(
    helpFormMachine.provide({
      actors: { sendHelp: fromPromise(({ input }) => sendHelp(input)) },
      actions: {
        announceSent: () => {
          showToast(HELP_MESSAGES.sent, 'success');
          goBack('/settings');
        },
      },
    }),
  );
  const ids = useId();
  const { values } = snapshot.context;
  const sending = selectIsSending(snapshot);
  const formError = selectHelpError(snapshot, 'form');
  const describe = (id: HelpField) => (selectHelpError(snapshot, id) ? `${ids}-${id}-error` : undefined);
  const errorOf = (id: HelpField) => {
    const error = selectHelpError(snapshot, id);
    return error ? (
      <p id={`${ids}-${id}-error`} className={errorText} role="alert">
        {error}
      </p>
    ) : null;
  };
  const change = (id: HelpField) => (event: { currentTarget: { value: string } }) =>
    send({ type: 'field.changed', field: id, value: event.currentTarget.value });

  return (
    <StaticPage title="Help" back="settings" lead="Questions, problems or ideas? Write to us and we will answer by email.">
      <form
        className={form}
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submitted' });
        }}
      >
        {FIELDS.map(({ id, label, type, autoComplete }) => (
          <div className={field} key={id}>
            <label htmlFor={`${ids}-${id}`}>{label}</label>
            <input
              id={`${ids}-${id}`}
              type={type}
              value={values[id]}
              maxLength={HELP_LIMITS[id]}
              autoComplete={autoComplete}
              required
              readOnly={sending}
              aria-invalid={describe(id) ? true : undefined}
              aria-describedby={describe(id)}
              onChange={change(id)}
            />
            {errorOf(id)}
          </div>
        ))}
        <div className={field}>
          <label htmlFor={`${ids}-topic`}>Topic</label>
          <select
            id={`${ids}-topic`}
            value={values.topic}
            disabled={sending}
            aria-invalid={describe('topic') ? true : undefined}
            aria-describedby={describe('topic')}
            onChange={change('topic')}
          >
            {HELP_TOPICS.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
          {errorOf('topic')}
        </div>
        <div className={field}>
          <label htmlFor={`${ids}-message`}>Message</label>
          <textarea
            id={`${ids}-message`}
            value={values.message}
            rows={6}
            required
            readOnly={sending}
            aria-invalid={describe('message') ? true : undefined}
            aria-describedby={describe('message')}
            onChange={change('message')}
          />
          {errorOf('message')}
        </div>
        {formError && (
          <p className={errorText} role="alert" data-testid="help-form-error">
            {formError}
          </p>
        )}
        <p className={hint}>We reply to the email address above, usually within two working days.</p>
        <button type="submit" className={primaryButton} disabled={sending}>
          {sending ? <Spinner label="Submitting" /> : 'Submit'}
        </button>
      </form>
    </StaticPage>
  );
}
