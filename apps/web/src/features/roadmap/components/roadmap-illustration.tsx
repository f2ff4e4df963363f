// The empty-state illustration: a small timeline with three bars (default height 144).
export function RoadmapIllustration({ height = 144 }: { height?: number }) {
  return (
    <svg
      width={(height * 4) / 3}
      height={height}
      viewBox="0 0 192 144"
      role="img"
      aria-hidden="true"
      data-testid="roadmap-illustration"
    >
      <rect x="8" y="12" width="176" height="120" rx="12" fill="#f0f0fa" />
      <rect x="8" y="12" width="176" height="22" rx="11" fill="#e1e0f5" />
      {[52, 96, 140].map((x) => (
        <line key={x} x1={x} y1="34" x2={x} y2="132" stroke="#dcdcf0" strokeWidth="1.5" />
      ))}
      <line
        x1="118"
        y1="28"
        x2="118"
        y2="132"
        stroke="#6e49cb"
        strokeWidth="2"
        strokeDasharray="4 3"
      />
      <rect x="24" y="48" width="84" height="16" rx="8" fill="#7b58cf" />
      <rect x="60" y="76" width="96" height="16" rx="8" fill="#fc6d26" />
      <rect x="36" y="104" width="60" height="16" rx="8" fill="#2da160" />
      <circle cx="118" cy="28" r="5" fill="#6e49cb" />
    </svg>
  );
}
