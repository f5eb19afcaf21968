import type { outlook as english } from "../en/outlook";
import type { Translation } from "../../translation";

export const outlook: Translation<typeof english> = {
  "outlook.attachments.region": "مرفقات الرسالة المفتوحة",
  "outlook.attachments.heading": "{mode, select, compose {مرفقات هذه المسودة} other {مرفقات هذه الرسالة}}",
  "outlook.attachments.noItem": "حدّد رسالة في Outlook لترى مرفقاتها هنا.",
  "outlook.attachments.none": "{mode, select, compose {لا مرفقات في هذه المسودة.} other {لا مرفقات في هذه الرسالة.}}",
  "outlook.attachments.loading": "جارٍ قراءة المرفقات…",
  "outlook.attachments.listLabel": "المرفقات المراد إرسالها",
  "outlook.attachments.describeFile": "{type, select, none {ملف، \u2068{size}\u2069} other {ملف \u2068{type}\u2069، \u2068{size}\u2069}}",
  "outlook.attachments.describeCloud": "رابط إلى ملف في OneDrive أو SharePoint",
  "outlook.attachments.describeInline": "صورة في نص الرسالة، \u2068{size}\u2069",
  "outlook.attachments.describeItem": "رسالة مرفقة",
  "outlook.attachments.itemReason": "رسالة مرفقة وليست ملفًا: افتحها في Outlook للوصول إلى مرفقاتها.",
  "outlook.attachments.inlineReason":
    "تظهر في نص الرسالة (مثل شعار أو توقيع)، لذا لا تُعرض للإرسال. لإرسالها، احفظها ثم اخترها باستخدام «اختيار ملفات».",
  "outlook.attachments.typeReason":
    "{type, select, none {لا تقرأ الخدمة إلا ملفات PDF وJPG وPNG وTIFF وHEIC وGIF.} other {تقرأ الخدمة ملفات PDF وJPG وPNG وTIFF وHEIC وGIF، لا ملفات \u2068{type}\u2069.}}",
  "outlook.attachments.cloudNoGraph":
    "رابط إلى ملف في OneDrive أو SharePoint لا تستطيع هذه الوظيفة الإضافية فتحه هنا. افتحه هناك واحفظ نسخة منه، ثم اخترها باستخدام «اختيار ملفات».",
  "outlook.attachments.cloudNotAllowed":
    "رابط إلى ملف في OneDrive أو SharePoint لا تسمح مؤسستك لهذه الوظيفة الإضافية بقراءته. افتحه هناك واحفظ نسخة منه، ثم اخترها باستخدام «اختيار ملفات».",
  "outlook.attachments.noRoute": "لا يستطيع إصدار Outlook هذا تسليمه إلى الوظيفة الإضافية (انظر أعلاه).",
  "outlook.attachments.needsNewerNoGraph":
    "لا يستطيع إصدار Outlook هذا تسليم المرفقات إلى الوظائف الإضافية (يستطيع ذلك Outlook على الويب والإصدارات الحالية من Outlook لنظامي Windows وMac). احفظ المرفقات ثم اخترها باستخدام «اختيار ملفات»، أو اطلب من المسؤول إعداد تسجيل الدخول إلى \u2068Microsoft 365\u2069 لهذه الوظيفة الإضافية.",
  "outlook.attachments.needsNewerNotAllowed":
    "لا يستطيع إصدار Outlook هذا تسليم المرفقات إلى الوظائف الإضافية، ولا تسمح مؤسستك لهذه الوظيفة الإضافية بقراءة البريد عبر \u2068Microsoft 365\u2069. احفظ المرفقات ثم اخترها باستخدام «اختيار ملفات».",
  "outlook.attachments.needsNewerNoIds":
    "لا يستطيع إصدار Outlook هذا تسليم المرفقات إلى الوظائف الإضافية ولا تعريف الرسالة لـ \u2068Microsoft 365\u2069. احفظ المرفقات ثم اخترها باستخدام «اختيار ملفات».",
  "outlook.attachments.composeNeedsNewer":
    "لا يستطيع إصدار Outlook هذا تسليم مرفقات المسودة إلى الوظائف الإضافية. اختر الملفات نفسها باستخدام «اختيار ملفات».",
  "outlook.attachments.viaGraph":
    "لا يستطيع إصدار Outlook هذا تسليم المرفقات إلى الوظائف الإضافية، لذا تُقرأ عبر تسجيل دخولك إلى \u2068Microsoft 365\u2069.",
  "outlook.attachments.draftLabel": "مسودة: \u2068{subject}\u2069",
  "outlook.attachments.chooseAll":
    "{count, plural, zero {اختيار المرفقات} one {اختيار المرفق} two {اختيار المرفقين} few {اختيار المرفقات الـ #} many {اختيار المرفقات الـ #} other {اختيار المرفقات الـ #}}",
  "outlook.attachments.lookAgain": "إعادة البحث",
  "outlook.attachments.fetching": "جارٍ جلب \u2068{name}\u2069…",
  "outlook.attachments.fetchFailed": "تعذّر جلب \u2068{name}\u2069. \u2068{problem}\u2069",
  "outlook.attachments.refused": "لا يمكن إرسال \u2068{name}\u2069: \u2068{problem}\u2069",
  "outlook.attachments.notInGraph": "لم يعد \u2068Microsoft 365\u2069 يُدرج «\u2068{name}\u2069» في هذه الرسالة.",
  "outlook.attachments.readFailed": "تعذّر على Outlook سرد مرفقات هذه الرسالة. حدّد الرسالة مرة أخرى، أو أغلق الجزء ثم افتحه من جديد.",
  "outlook.attachments.officeFailed": "لم يسلّم Outlook المرفق. حاول مرة أخرى؛ وإن استمر الإخفاق فاحفظه ثم اختره باستخدام «اختيار ملفات».",
  "outlook.attachments.notAFile": "سلّم Outlook عنصرًا وليس ملفًا.",

  "outlook.refetch.notOpen":
    "حدّد الرسالة «\u2068{label}\u2069» في Outlook وهذا الجزء مفتوح لإرسال المرفق مرة أخرى، أو اختر الملف باستخدام «اختيار ملفات».",

  "outlook.result.region": "الرد أو الإدراج",
  "outlook.result.reply": "الرد بالنص المفرَّغ",
  "outlook.result.insertAtCursor": "إدراج عند المؤشر",
  "outlook.result.target": "{mode, select, compose {يُدرَج في «\u2068{label}\u2069» عند المؤشر.} other {ردٌّ على «\u2068{label}\u2069».}}",
  "outlook.result.noItem": "حدّد رسالة للرد عليها بالنص المفرَّغ، أو افتح الرسالة التي تكتبها لإدراجه فيها.",
  "outlook.result.copy": "نسخ النص",
  "outlook.result.copied": "النص المفرَّغ في الحافظة.",
  "outlook.result.copyFailed": "لا يُسمح للوظيفة الإضافية بالنسخ هنا. حدّد النص في المراجعة أعلاه واضغط Ctrl+C.",
  "outlook.result.download": "تنزيل (\u2068{format}\u2069)",
  "outlook.result.downloaded": "حُفظ باسم \u2068{fileName}\u2069.",
  "outlook.result.downloadCorrected": "الملف المنزَّل هو ملف الخدمة دون تصحيحاتك: انسخ النص للاحتفاظ بها.",
  "outlook.result.excelLater":
    "افتح Excel وابحث عنه في السجل: الجداول والحقول المستخرجة مكانها مصنف لا رسالة بريد. يُدرج السجل في Excel هذا المستند للحساب نفسه، جاهزًا للإدراج.",
  "outlook.result.replyOpened": "فُتح رد يتضمن النص المفرَّغ: راجعه ثم أرسله.",
  "outlook.result.insertedAtCursor":
    "{lines, plural, zero {النص المفرَّغ (بلا أسطر) في رسالتك عند المؤشر.} one {النص المفرَّغ (سطر واحد) في رسالتك عند المؤشر.} two {النص المفرَّغ (سطران) في رسالتك عند المؤشر.} few {النص المفرَّغ (# أسطر) في رسالتك عند المؤشر.} many {النص المفرَّغ (# سطرًا) في رسالتك عند المؤشر.} other {النص المفرَّغ (# سطر) في رسالتك عند المؤشر.}}",
  "outlook.result.replyCut":
    "يتضمن الرد أول {lines, number} من {total, number} سطر: لا يقبل نموذج الرد أكثر من 32 كيلوبايت من النص. انسخ الباقي باستخدام «نسخ النص».",
  "outlook.result.againReplyTitle": "هل تريد فتح رد آخر بالنص المفرَّغ هذا؟",
  "outlook.result.againReply": "فُتح رد بالنص المفرَّغ هذا من قبل. يُفتح رد آخر كمسودة منفصلة.",
  "outlook.result.againReplyConfirm": "فتح رد آخر",
  "outlook.result.againInsertTitle": "هل تريد إدراج النص المفرَّغ مرة أخرى؟",
  "outlook.result.againInsert": "هذا النص المفرَّغ موجود في الرسالة بالفعل. يضيف الإدراج مرة أخرى نسخة ثانية عند المؤشر.",
  "outlook.result.againInsertConfirm": "إدراج مرة أخرى",
  "outlook.result.againCancel": "إلغاء",
  "outlook.result.replyFailed": "لم يفتح Outlook الرد. حدّد الرسالة مرة أخرى ثم حاول من جديد.",
  "outlook.result.insertFailed": "لم يُدرج Outlook النص. انقر في رسالتك حيث يجب أن يكون، ثم حاول مرة أخرى.",
};
