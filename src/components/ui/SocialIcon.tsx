/** Simple monochrome marks for the two social networks the site links to. */
export function SocialIcon({ network }: { network: 'x' | 'linkedin' }) {
  if (network === 'x') {
    return (
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      >
        <path d="M4 4l16 16M20 4 4 20" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <rect x="3" y="9" width="4" height="12" rx="1" />
      <circle cx="5" cy="4.8" r="2.2" />
      <path d="M10 9h3.6v1.8c.7-1.2 2.1-2.1 4-2.1 3 0 4.4 1.9 4.4 5.2V21h-4v-6.3c0-1.6-.6-2.6-2-2.6s-2.1 1-2.1 2.6V21H10z" />
    </svg>
  );
}
