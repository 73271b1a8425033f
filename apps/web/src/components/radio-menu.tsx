import type { ComponentType, ReactElement } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#/components/ui/dropdown-menu.tsx';

export type RadioMenuItem = {
  value: string;
  label: string;
  icon?: ComponentType<{ 'aria-hidden'?: boolean }>;
  lang?: string;
};

export type RadioMenuProps = {
  items: readonly RadioMenuItem[];
  value: string;
  onValueChange: (value: string) => void;
};

/** A one-choice menu (theme, language) on its trigger; loaded through LazyPopup. */
export function RadioMenu({
  trigger,
  defaultOpen,
  items,
  value,
  onValueChange,
}: RadioMenuProps & { trigger: ReactElement; defaultOpen?: boolean }) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={value} onValueChange={onValueChange}>
          {items.map(({ value: itemValue, label, icon: Icon, lang }) => (
            <DropdownMenuRadioItem key={itemValue} value={itemValue} lang={lang}>
              {Icon && <Icon aria-hidden />}
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
