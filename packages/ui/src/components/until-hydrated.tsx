import { useMemo, type ComponentProps, type ReactNode } from 'react';
import DefaultPropsProvider from '@mui/material/DefaultPropsProvider';
import { useTheme, type Components, type Theme } from '@mui/material/styles';
import { useHydrated } from '../app/use-hydrated';

/** The attribute a button carries while the guard holds it (e2e/support/axe.ts waits for none). */
export const UNTIL_HYDRATED_MARK = 'data-until-hydrated';

type Defaults = Components<Omit<Theme, 'components'>>;
/** A button held until hydrated: disabled, and marked. */
const held = { disabled: true, [UNTIL_HYDRATED_MARK]: true } as const;
/** The provider is typed for flat props, but reads the theme's `{ defaultProps }` form too (as ThemeProvider passes it). */
type ProvidedDefaults = ComponentProps<typeof DefaultPropsProvider>['value'];

/** `name`'s default props in `outer` with `extra` over them (the theme's own defaults kept). */
function withDefaults<K extends keyof Defaults>(outer: Defaults, name: K, extra: object): Defaults[K] {
  const own = outer[name] as { defaultProps?: object } | undefined;
  return { ...own, defaultProps: { ...own?.defaultProps, ...extra } } as Defaults[K];
}

/**
 * Decisions 0008 and 0034: a form drawn at the server is plain HTML until React hydrates it. What is typed
 * into it then can be dropped as React takes the controlled fields over, a submit would go out natively
 * (its fields in the address), and a click on any other button does nothing (no handler yet). Until hydrated,
 * every MUI field inside is read-only and every button (Button, IconButton, Pagination, an Autocomplete's Open),
 * checkbox and radio disabled (a disabled default button also stops Enter from submitting); then the theme's
 * defaults again. One wrapper instead of a prop on each field: MUI's default props, as the theme gives them. A
 * page rendered in the browser is hydrated from its first render, so it never sees the guard. Not covered, as a
 * default gives way to a prop: a button given `disabled={false}` (its component adds `!hydrated` itself), and a
 * native select (it takes no read-only, and TextField's own input props win over a default): its form disables
 * it with `useHydrated` itself. Nor a link made a Button or IconButton (`href`, `component={Link}`): the
 * browser follows it without a script, so it is left outside the guard rather than disabled in it.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const components = useTheme().components;
  const value = useMemo(() => {
    const outer = components ?? {};
    return hydrated
      ? outer
      : {
          ...outer,
          MuiInputBase: withDefaults(outer, 'MuiInputBase', { readOnly: true }),
          // A select takes the read-only of its InputBase (it opens on nothing), but its combobox does not say
          // so: said here, for assistive technology and for the drawn pages' test (drawn-page-controls.test.ts).
          MuiSelect: withDefaults(outer, 'MuiSelect', { SelectDisplayProps: { 'aria-readonly': true } }),
          // Its input's readOnly is its own (it passes false to the input otherwise); its Open button is given
          // its own disabled, which only its slot props override.
          MuiAutocomplete: withDefaults(outer, 'MuiAutocomplete', {
            readOnly: true,
            slotProps: { popupIndicator: held },
          }),
          // The mark says so to the browser tests (axe waits for a live page: the buttons' colours fade in).
          MuiButton: withDefaults(outer, 'MuiButton', held),
          MuiIconButton: withDefaults(outer, 'MuiIconButton', held),
          // Pagination gives each of its items its own disabled: the whole control is held, each item marked.
          MuiPagination: withDefaults(outer, 'MuiPagination', { disabled: true }),
          MuiPaginationItem: withDefaults(outer, 'MuiPaginationItem', { [UNTIL_HYDRATED_MARK]: true }),
          MuiCheckbox: withDefaults(outer, 'MuiCheckbox', { disabled: true }),
          MuiRadio: withDefaults(outer, 'MuiRadio', { disabled: true }),
        };
  }, [hydrated, components]);
  return <DefaultPropsProvider value={value as ProvidedDefaults}>{children}</DefaultPropsProvider>;
}
