// A button that asks for one file (to add a file again, or to send it again when its bytes are gone). The
// file input itself is hidden: the button is what the keyboard and screen readers reach.
import { Button } from "@fluentui/react-components";
import { useRef } from "react";
import { FILE_TYPES } from "./checkedFile";

export interface FilePickButtonProps {
  /** The visible text; `label` is the accessible name (it starts with the text and names the file). */
  text: string;
  label: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

export function FilePickButton({ text, label, disabled, onFile }: FilePickButtonProps): React.JSX.Element {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="small" aria-label={label} disabled={disabled} onClick={() => input.current?.click()}>
        {text}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={FILE_TYPES}
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}
