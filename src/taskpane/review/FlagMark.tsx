// The mark beside a value to check: a small warning triangle, hidden from screen readers (the words beside it
// say why). Drawn here rather than taken from @fluentui/react-icons: importing that package from a lazy chunk
// would pull its shared code out of the first screen's bundle and make the first screen bigger.
export function FlagMark({ className }: { className?: string }): React.JSX.Element {
  return (
    <svg className={className} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M6 1 11.2 10.5H.8Z" fill="currentColor" />
      <path d="M5.4 4h1.2v3.4H5.4zm0 4.3h1.2v1.2H5.4z" fill="#fff" />
    </svg>
  );
}
