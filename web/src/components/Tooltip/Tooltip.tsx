import { Tooltip as MantineTooltip, type TooltipProps } from '@mantine/core';
import {
  cloneElement,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  useEffect,
  useRef,
  useState,
} from 'react';
import { tooltipTiming } from './tooltip-timing.ts';

type Handlers = {
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
};

/** Mantine's tooltip, opened on the spec's timing (`tooltip-timing.ts`) when hovered. */
export function Tooltip({ children, disabled, ...props }: Omit<TooltipProps, 'opened'>) {
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const open = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!isValidElement<Handlers>(children)) return children;

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      open.current = true;
      setOpened(true);
    }, tooltipTiming.openDelay());
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open.current) tooltipTiming.closed();
    open.current = false;
    setOpened(false);
  };
  const own = children.props;
  const target = cloneElement(children as ReactElement<Handlers>, {
    onMouseEnter: (event) => {
      own.onMouseEnter?.(event);
      show();
    },
    onMouseLeave: (event) => {
      own.onMouseLeave?.(event);
      hide();
    },
  });
  return (
    <MantineTooltip {...props} opened={opened && !disabled}>
      {target}
    </MantineTooltip>
  );
}
