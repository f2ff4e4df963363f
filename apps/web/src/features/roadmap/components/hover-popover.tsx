// A popover that opens on hover and on keyboard focus of its target, and closes when both leave.
import { Popover, type PopoverProps } from '@mantine/core';
import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

const CLOSE_DELAY_MS = 120;

interface TargetProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

export interface HoverPopoverProps {
  readonly target: ReactElement<TargetProps>;
  readonly children: ReactNode;
  readonly position?: PopoverProps['position'];
  readonly width?: PopoverProps['width'];
  /** Called the first time the popover opens (lazy fetches). */
  readonly onFirstOpen?: () => void;
  readonly label?: string;
}

export function HoverPopover(props: HoverPopoverProps) {
  const { target, children, position = 'bottom', width, onFirstOpen, label } = props;
  const [opened, setOpened] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedOnce = useRef(false);
  const id = useId();

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const open = () => {
    clearTimeout(closeTimer.current);
    if (!openedOnce.current) {
      openedOnce.current = true;
      onFirstOpen?.();
    }
    setOpened(true);
  };
  const scheduleClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpened(false), CLOSE_DELAY_MS);
  };

  const targetProps = target.props;
  const trigger = cloneElement(target, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      targetProps.onMouseEnter?.(event);
      open();
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      targetProps.onMouseLeave?.(event);
      scheduleClose();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      targetProps.onFocus?.(event);
      open();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      targetProps.onBlur?.(event);
      scheduleClose();
    },
    'aria-describedby': opened ? id : undefined,
  });

  return (
    <Popover
      opened={opened}
      onDismiss={() => setOpened(false)}
      position={position}
      width={width}
      withArrow
      shadow="md"
      withinPortal
      zIndex={300}
      closeOnEscape
    >
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown
        id={id}
        aria-label={label}
        onMouseEnter={open}
        onMouseLeave={scheduleClose}
        p="sm"
      >
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}
