// Renders the workspace over a fake client and a fake batch queue, for component tests.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { fireEvent, render, screen, waitFor, type RenderResult } from "@testing-library/react";
import type { ServiceClient } from "../../../src/api/client";
import type { DocumentSummary, TranslationPoll, User } from "../../../src/api/types";
import type { HostKind } from "../../../src/office/host";
import { useBatchQueue, type OpenQueue } from "../../../src/taskpane/useBatchQueue";
import { TranscribePanel, type TranscribePanelProps } from "../../../src/taskpane/workspace/TranscribePanel";
import { PNG_BASE64 } from "../office/fixtures";
import type { ViewProps } from "../../../src/taskpane/shell/views";
import { FakeQueue } from "./fakeQueue";

export const user: User = { id: "u1", name: "Ada", email: "ada@example.com", verified: true, type: "pro", balance: 100 };

export interface FakeClient extends ServiceClient {
  asked: string[];
  translations: Array<TranslationPoll | Error>;
}

/** One page of the document list holding `documents` (all there is). */
export function documentsPage(documents: DocumentSummary[]): Awaited<ReturnType<ServiceClient["listDocuments"]>> {
  const total = documents.length;
  return {
    documents,
    currentPage: 1,
    from: total ? 1 : null,
    to: total ? total : null,
    total,
    perPage: 50,
    lastPage: 1,
    hasNextPage: false,
    hasPreviousPage: false,
    cursor: null,
    skipped: 0,
  };
}

export function fakeClient(): FakeClient {
  const asked: string[] = [];
  const translations: Array<TranslationPoll | Error> = [];
  return {
    asked,
    translations,
    baseUrl: "http://127.0.0.1:4010/v3",
    getCurrentUser: async () => {
      asked.push("users/me");
      return { ...user, balance: 90 };
    },
    listExtractors: async () => [
      { id: "EXPf4Jm8Wd", name: "Expense Claim", description: "Expense forms" },
      { id: "INVc7Rk2Qx", name: "Invoice", description: "Invoices" },
    ],
    listTranslationLanguages: async () => [{ code: "fr", label: "French" }],
    getTranslation: async (id: string) => {
      asked.push(`translation ${id}`);
      const next = translations.shift() ?? { state: "processing" };
      if (next instanceof Error) throw next;
      return next;
    },
    downloadResult: async () => ({ blob: new Blob([]), fileName: "x", contentType: "" }),
    listDocuments: async () => {
      asked.push("documents");
      return documentsPage([]);
    },
  } as unknown as FakeClient;
}

/** What the shell hands a view: a signed-in Word pane with an idle queue. */
export function viewProps(queue: FakeQueue = new FakeQueue(), client: ViewProps["client"] = fakeClient()): ViewProps {
  return {
    client,
    host: "word",
    user,
    onAccountChanged: () => undefined,
    work: { queue, snapshot: queue.snapshot(), problem: null, listen: () => () => undefined },
    active: true,
    navigate: () => undefined,
  };
}

export function pngFile(name = "scan.png"): File {
  return new File([Buffer.from(PNG_BASE64, "base64")], name, { type: "image/png" });
}

export function textFile(name: string): File {
  return new File(["just text, renamed"], name, { type: "image/png" });
}

/** The workspace with the queue opened as the shell opens it. */
function PanelWithQueue({ openQueue, ...props }: Omit<TranscribePanelProps, "work"> & { openQueue: OpenQueue }): React.JSX.Element {
  const work = useBatchQueue(props.client, props.user?.id, openQueue);
  return <TranscribePanel {...props} work={work} />;
}

export function renderPanel(
  queue: FakeQueue,
  options: { client?: FakeClient; host?: HostKind; onAccountChanged?: (u: User) => void; balance?: number } = {},
): RenderResult & { client: FakeClient } {
  const client = options.client ?? fakeClient();
  const openQueue = async (): Promise<FakeQueue> => queue; // one function: a new one would open the queue again
  const result = render(
    <FluentProvider theme={webLightTheme}>
      <PanelWithQueue
        openQueue={openQueue}
        client={client}
        host={options.host ?? "word"}
        user={{ ...user, balance: options.balance ?? user.balance }}
        refreshAccount={() => void client.getCurrentUser({ priority: "background" }).then(options.onAccountChanged ?? (() => undefined))}
        pollIntervalMs={1}
      />
    </FluentProvider>,
  );
  return { ...result, client };
}

/** Chooses files with the file input and waits until they are checked. */
export async function chooseFiles(...files: File[]): Promise<void> {
  fireEvent.change(screen.getByLabelText(/Scan or photo/), { target: { files } });
  await waitFor(() => expect(screen.queryAllByText(/ready to send|It will not be sent/i).length).toBeGreaterThan(0));
}
