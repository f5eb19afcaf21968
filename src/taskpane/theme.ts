// Follows Office's theme: a dark Office background gets Fluent's dark theme.
import { webDarkTheme, webLightTheme, type Theme } from "@fluentui/react-components";

export function isDarkColor(hex: string | undefined): boolean {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? "");
  if (!m) return false;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h ?? "ff", 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5; // relative luminance, roughly
}

export const themeNamed = (dark: boolean): Theme => (dark ? webDarkTheme : webLightTheme);

export function officeTheme(): Theme {
  const background = typeof Office === "undefined" ? undefined : Office.context?.officeTheme?.bodyBackgroundColor;
  return themeNamed(isDarkColor(background));
}
