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

/** The menu or dialog itself (Radix, floating-ui): its trigger is the button it is given. */
export type PopupComponent<Props> = ComponentType<Props & { trigger: ReactElement; defaultOpen?: boolean }>;

type TriggerProps = {
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/**
 * A dropdown menu or a dialog whose code loads when first wanted, so the menus and dialogs (Radix,
 * floating-ui, scroll and focus locks) are not on the pages' first load. Until then it is the same button,
 * with the same name, as a closed popup's trigger; pointing at it or focusing it starts the load, and
 * activating it (click, Enter, Space, and ArrowDown for a menu) opens the popup as soon as it is in. From
 * then on it is the real one.
 */
export function LazyPopup<Props extends object>({
  load,
  trigger,
  popup = 'menu',
  ...props
}: Props & {
  load: () => Promise<PopupComponent<Props>>;
  trigger: ReactElement<TriggerProps>;
  popup?: 'menu' | 'dialog';
}) {
  const [Menu, setMenu] = useState<PopupComponent<Props> | null>(null);
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
    'aria-haspopup': popup,
    'aria-expanded': false,
    onClick: activate,
    onKeyDown: (event: KeyboardEvent) => {
      // Radix opens a menu on ArrowDown too; Enter and Space arrive as a click.
      if (popup === 'menu' && event.key === 'ArrowDown') {
        event.preventDefault();
        activate();
      }
    },
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
  });
}
