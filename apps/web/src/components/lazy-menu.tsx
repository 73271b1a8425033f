import {
  type ComponentType,
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/** The menu itself (Radix dropdown, floating-ui): its trigger is the button it is given. */
export type MenuComponent<Props> = ComponentType<Props & { trigger: ReactElement; defaultOpen?: boolean }>;

type TriggerProps = {
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/**
 * A dropdown menu whose code loads when first wanted, so the menus (Radix, floating-ui) are not on the
 * pages' first load. Until then it is the same button, with the same name, as a closed menu's trigger;
 * pointing at it or focusing it starts the load, and activating it (click, Enter, Space, ArrowDown) opens
 * the menu as soon as it is in. From then on it is the real menu.
 */
export function LazyMenu<Props extends object>({
  load,
  trigger,
  ...props
}: Props & {
  load: () => Promise<MenuComponent<Props>>;
  trigger: ReactElement<TriggerProps>;
}) {
  const [Menu, setMenu] = useState<MenuComponent<Props> | null>(null);
  const [wanted, setWanted] = useState(false);
  const loading = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const preload = useCallback(() => {
    loading.current ??= load().then(
      (component) => {
        if (mounted.current) setMenu(() => component);
      },
      () => {
        // Offline or a new deployment: the next activation tries again.
        loading.current = null;
      },
    );
    return loading.current;
  }, [load]);

  if (Menu && wanted) return <Menu {...(props as Props)} trigger={trigger} defaultOpen />;

  const activate = () => {
    setWanted(true);
    void preload();
  };
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: activate,
    onKeyDown: (event: KeyboardEvent) => {
      // Radix opens a menu on ArrowDown too; Enter and Space arrive as a click.
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        activate();
      }
    },
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
  });
}
