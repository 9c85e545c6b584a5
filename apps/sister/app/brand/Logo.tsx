/** The NORALIS wordmark with its eye mark, in the page's primary colour. */
export function Logo() {
  return (
    <svg
      className="sister-logo"
      viewBox="0 0 180 36"
      width="180"
      height="36"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="18" cy="18" rx="16" ry="10" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="18" cy="18" r="5" fill="currentColor" />
      <text
        x="44"
        y="26"
        fontFamily="inherit"
        fontSize="22"
        fontWeight="700"
        letterSpacing="3"
        fill="currentColor"
      >
        NORALIS
      </text>
    </svg>
  );
}
