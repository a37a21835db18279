import { Link } from '@tanstack/react-router';
import { StaticPage, StaticSection } from './StaticPage.tsx';
import { SupportEmail } from './SupportEmail.tsx';

/** /settings/privacy: the Privacy Policy, in the eight sections the spec names. */
export function PrivacyScreen() {
  return (
    <StaticPage
      title="Privacy Policy"
      back="settings"
      lead={
        <>
          Last updated: <time dateTime="2025-04">April 2025</time>
        </>
      }
    >
      <p>
        This policy explains what Pods collects when you use the app, why, and the choices you have. We keep it short and plain; if anything is unclear, ask us.
      </p>
      <StaticSection title="What We Collect">
        <ul>
          <li>Account details from the Google or Apple account you sign in with: your email address and an account id. We never see your password.</li>
          <li>Your profile: display name, username, picture, location, interests and the social links you add.</li>
          <li>What you create and do: your Pods, events, guest lists, likes, follows, blocks and messages.</li>
          <li>Technical data: your device and browser type, and, if you allow them, push notification subscriptions.</li>
        </ul>
      </StaticSection>
      <StaticSection title="How We Use Your Data">
        <ul>
          <li>To run Pods: show your Pods and profile, build your feed, deliver invites, messages and notifications.</li>
          <li>To suggest Pods and people that match the interests you picked.</li>
          <li>To keep Pods safe: enforce blocks and private settings, and stop spam and abuse.</li>
          <li>To answer you when you contact support, and to improve the app from totals such as Pod views.</li>
        </ul>
        <p>We do not sell your personal data, and we do not share it with advertisers.</p>
      </StaticSection>
      <StaticSection title="Control & Privacy Settings">
        <p>
          You decide who sees what. Make your profile private so that people must ask to follow you, make a Pod private so that only you can open it, and block
          anyone you do not want to hear from. You can edit your profile at any time, and logging out ends your session on that device.
        </p>
      </StaticSection>
      <StaticSection title="Data & Cookie Preferences">
        <p>
          Pods uses no advertising or third-party tracking cookies. Your browser keeps a session token so that you stay signed in, and your theme choice (light,
          dark or system). Logging out clears the session; the theme stays, because it is a setting of your device, not of your account. Push notifications are
          off until you allow them, and you can turn them off in your browser settings.
        </p>
      </StaticSection>
      <StaticSection title="Data Storage & Security">
        <p>
          Everything travels over encrypted connections. Session tokens are stored only in hashed form and can be revoked. Pictures you upload are re-encoded,
          which removes hidden metadata such as the place a photo was taken. Only the few people who run Pods can reach the database, and only to keep the
          service working. We keep your data while your account exists; ask us to delete your account and we remove your profile, Pods and events within 30
          days.
        </p>
      </StaticSection>
      <StaticSection title="Children's Privacy">
        <p>
          Pods is not for children under 13, and we do not knowingly collect data from them. If you believe a child under 13 has an account, tell us and we will
          delete it.
        </p>
      </StaticSection>
      <StaticSection title="Changes">
        <p>
          When this policy changes we update this page and the date at the top. If a change affects how we use your data, we tell you in the app before it takes
          effect.
        </p>
      </StaticSection>
      <StaticSection title="Contact">
        <p>
          For questions about your data, or to ask for a copy or its deletion, write to <SupportEmail /> or use the <Link to="/settings/help">Help form</Link>.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
