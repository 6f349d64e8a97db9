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
  /**
   * A hook giving the side navigation when it depends on data (for example the member's benefit type,
   * spec §2); it replaces `navigation`. Called on every render of the main layout, so keep it stable.
   */
  useNavigation?: () => NavEntry[];
  /** The top bar's own Sign out button; false when the portal puts Sign out elsewhere (a menu). */
  showSignOut?: boolean;
  /** Hides the brand in the top bar on phones, to leave room for the portal's actions (the drawer shows it). */
  hideBrandOnPhone?: boolean;
  /** A second row of the top bar, below its 56px row (for example the portal's actions on phones). */
  subBar?: ReactNode;
  /** Content below every signed-in page (for example a footer), inside the main column. */
  footer?: ReactNode;
  /** Portal-specific additions to shared signed-out screens (for example a sign-up link). */
  signedOutExtras?: SignedOutExtras;
  /**
   * Loads the lazy parts of the signed-in chrome (header, footer: `preloadableLazy`): a page is hydrated or
   * first rendered once they are in, so they come with it instead of behind it.
   */
  preloadChrome?: () => Promise<unknown>;
}

/** Extra content a portal adds below a shared signed-out screen's form. */
export interface SignedOutExtras {
  /** Below the sign-in form. */
  signIn?: ReactNode;
  /** Below the email not verified notice (for example a resend action). */
  emailNotVerified?: ReactNode;
}

function useNoNavigation(): NavEntry[] | null {
  return null;
}

/** The side navigation of the main layout: the portal's hook when it has one, else the static list. */
export function useNavigationEntries(config: LayoutConfig): NavEntry[] {
  const useDynamic = config.useNavigation ?? useNoNavigation;
  return useDynamic() ?? config.navigation;
}

export const LayoutConfigContext = createContext<LayoutConfig>({ navigation: [], chromeHiddenPaths: [] });

export function LayoutConfigProvider({ value, children }: { value: LayoutConfig; children: ReactNode }) {
  return <LayoutConfigContext value={value}>{children}</LayoutConfigContext>;
}

export function useLayoutConfig(): LayoutConfig {
  return useContext(LayoutConfigContext);
}
