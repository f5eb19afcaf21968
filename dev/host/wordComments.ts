// Comments of the Word double (WordApi 1.4): Range.insertComment puts a comment on the blocks a range covers;
// the model keeps its words and those blocks (so it follows them wherever inserts move them), as Word keeps a
// comment anchored to its text. The preview draws them beside the text; tests read them.
import type { Block } from "./wordModel";
import { ClientObjectDouble, type RequestContextDouble } from "./requestContext";

export interface CommentModel {
  id: number;
  content: string;
  /** The blocks the comment is on, first to last. */
  blocks: Block[];
}

export class CommentDouble extends ClientObjectDouble {
  protected readonly scalarProperties = ["content"] as const;
  constructor(
    context: RequestContextDouble,
    private readonly comment: CommentModel,
  ) {
    super(context);
  }
  protected snapshot(): unknown {
    return this.comment.content;
  }
  get content(): string {
    return this.loaded("content");
  }
}
