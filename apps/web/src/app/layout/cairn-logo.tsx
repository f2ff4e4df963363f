/** The stacked-stones mark. Decorative: the link around it carries the name. */
export function CairnMark({ size = 26 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-cairn-7)" />
      <ellipse cx="16" cy="24" rx="9" ry="3.2" fill="#fff" />
      <ellipse cx="16" cy="17.5" rx="6.5" ry="2.8" fill="#dbe4ff" />
      <ellipse cx="16" cy="11.5" rx="4.5" ry="2.4" fill="#fff" />
      <ellipse cx="16" cy="6.5" rx="2.6" ry="1.8" fill="#dbe4ff" />
    </svg>
  );
}
