import { Link } from '@tanstack/react-router';

/** The page for an address the app does not know (its own chunk: few people ever see it). */
export function NotFound() {
  return (
    <section style={{ padding: 24, display: 'grid', gap: 12, justifyItems: 'start' }}>
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/time-line" style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center', fontWeight: 600 }}>
        Go to Discover
      </Link>
    </section>
  );
}
