// A Mantine Tooltip for row controls, mounted the first time the pointer enters its target: rows
// mount and unmount on every scroll frame and most tooltips are never shown. Until then only the
// target renders (the same element before and after). Like Tooltip's defaults it opens on hover,
// closes when the pointer leaves, and Escape closes it.
import { Tooltip } from '@mantine/core';
import {
  cloneElement,
  useEffect,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

interface TargetProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
}

export function HoverTooltip({
  label,
  children,
}: {
  readonly label: ReactNode;
  readonly children: ReactElement<TargetProps>;
}) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened]);

  const childProps = children.props;
  const trigger = cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      childProps.onMouseEnter?.(event);
      if (!element) setElement(event.currentTarget);
      setOpened(true);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      childProps.onMouseLeave?.(event);
      setOpened(false);
    },
  });
  return (
    <>
      {trigger}
      {element ? <Tooltip label={label} target={element} opened={opened} withinPortal /> : null}
    </>
  );
}
