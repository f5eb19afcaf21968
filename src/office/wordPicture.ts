// A picture already in the Word document as input: the selected inline picture, read with
// InlinePicture.getBase64ImageSrc (WordApi 1.1) and returned as an image file ready for upload.
import { t } from "../i18n/messages";
import { pictureFile, type PictureOutcome } from "./base64";

export async function readSelectedWordPicture(fileBase = "selected-picture"): Promise<PictureOutcome> {
  return Word.run(async (context) => {
    const pictures = context.document.getSelection().inlinePictures;
    pictures.load("items");
    await context.sync();
    const picture = pictures.items[0];
    if (!picture) return { ok: false, reason: t("results.office.selectWordPicture") };
    const base64 = picture.getBase64ImageSrc();
    await context.sync();
    // A ClientResult, read after the sync that fills it; the rule takes the get* method for a proxy getter.
    // eslint-disable-next-line office-addins/load-object-before-read
    return pictureFile(base64.value, fileBase);
  });
}
