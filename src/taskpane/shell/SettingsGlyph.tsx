// The Settings tab's gear: drawn here, not taken from @fluentui/react-icons, which would add its shared code to
// the first screen (as FlagMark explains). A ring, and eight teeth drawn as a dashed outer circle (its length,
// 2π × 7 ≈ 44, is 16 dashes and gaps of 2.75). Hidden from screen readers: the tab is named by its label.
export function SettingsGlyph(): React.JSX.Element {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor">
      <circle cx="10" cy="10" r="7" strokeWidth="3" strokeDasharray="2.75" />
      <circle cx="10" cy="10" r="4.4" strokeWidth="3.2" />
    </svg>
  );
}
