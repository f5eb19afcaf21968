// The Outlook double for unit tests: the preview's mailbox (dev/host/mailboxSeed.ts) with its samples read
// from test/fixtures, installed as Office.context.mailbox.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { installHostDouble, OUTLOOK_SUPPORTED_SETS, type HostDouble } from "../../../dev/host/install";
import { SEED_DRAFTS, SEED_MESSAGES } from "../../../dev/host/mailboxSeed";
import { MailboxModel } from "../../../dev/host/outlookModel";

export const loadFixture = async (name: string): Promise<Uint8Array> =>
  new Uint8Array(await readFile(join(__dirname, "../../fixtures", name)));

/** Installs Outlook with the seeded mailbox; `mailboxVersion` is the Mailbox requirement set it reports. */
export async function installOutlook(
  options: { mailboxVersion?: string; item?: string } = {},
): Promise<HostDouble & { mailbox: MailboxModel }> {
  const mailbox = await MailboxModel.create(SEED_MESSAGES, SEED_DRAFTS, loadFixture);
  if (options.item)
    mailbox.selection = mailbox.draft(options.item) ? { kind: "draft", id: options.item } : { kind: "message", id: options.item };
  const double = installHostDouble({
    host: "Outlook",
    mailbox,
    supportedSets: { ...OUTLOOK_SUPPORTED_SETS, ...(options.mailboxVersion ? { Mailbox: options.mailboxVersion } : {}) },
  });
  return Object.assign(double, { mailbox });
}
