// A row's icon as one CSS-masked element (row-icons.module.css), always decorative. Its size is
// the inherited --icon-size (16px by default), set by the parent's class.
import icons from './row-icons.module.css';

export type RowIconName =
  | 'chevronRight'
  | 'chevronDown'
  | 'chevronLeft'
  | 'hierarchy'
  | 'circleCheck'
  | 'weight'
  | 'ban'
  | 'handStop';

export function RowIcon({ name, className }: { name: RowIconName; className?: string }) {
  const names = `${icons.icon} ${icons[name]}`;
  return <span aria-hidden="true" className={className ? `${names} ${className}` : names} />;
}
