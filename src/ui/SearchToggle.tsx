import { IconButton } from './IconButton.tsx';

/** The magnifier beside a screen's title that shows and hides its search box (`open`: shown). */
export function SearchToggle({ label, open, onToggle }: { label: string; open: boolean; onToggle: () => void }) {
  return (
    <IconButton look="outlined" label={label} aria-expanded={open} onClick={onToggle}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </svg>
    </IconButton>
  );
}
