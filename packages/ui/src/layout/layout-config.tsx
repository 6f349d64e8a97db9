import { createContext, useContext, type ReactNode } from 'react';

/** spec §2: a navigation entry: a link with an optional icon, warning and sub-items, or a divider. */
export type NavEntry =
  | {
      label: string;
      to: string;
      icon?: ReactNode;
      /** A warning shown beside the entry (its text is the icon's accessible name). */
      warning?: string;
      children?: NavEntry[];
    }
  | { divider: true };

export interface LayoutConfig {
  /** The side navigation, in order (spec §2). */
  navigation: NavEntry[];
  /** Paths where the chrome is hidden (spec §2: /complete-plan-purchase, /start-plan-purchase in member). */
  chromeHiddenPaths: readonly string[];
  /** Extra content of the top bar, right side (greeting, buttons, menus of the portal). */
  topBarActions?: ReactNode;
}

export const LayoutConfigContext = createContext<LayoutConfig>({ navigation: [], chromeHiddenPaths: [] });

export function LayoutConfigProvider({ value, children }: { value: LayoutConfig; children: ReactNode }) {
  return <LayoutConfigContext value={value}>{children}</LayoutConfigContext>;
}

export function useLayoutConfig(): LayoutConfig {
  return useContext(LayoutConfigContext);
}
