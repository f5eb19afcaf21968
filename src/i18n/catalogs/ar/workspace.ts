import type { workspace as english } from "../en/workspace";
import type { Translation } from "../../translation";

// Arabic plurals: zero, one, two, few (3–10), many (11–99), other.
export const workspace: Translation<typeof english> = {
  "workspace.panel.label": "نسخ المستندات",
  "workspace.panel.run": "{action, select, tables {البحث عن الجداول} extractor {استخراج الحقول} other {نسخ}}",
  "workspace.panel.countingPages": "جارٍ عدّ الصفحات…",
  "workspace.panel.cannotFollow": "تتعذّر متابعة ملفاتك: \u2068{problem}\u2069",
  "workspace.panel.loadingList": "جارٍ تحميل القائمة…",
  "workspace.panel.notOpenYet": "لم تُفتح ملفاتك بعد. أعد المحاولة بعد لحظة.",
  "workspace.panel.wrongFile": "اختر الملف «\u2068{expected}\u2069» نفسه (هذا هو «\u2068{chosen}\u2069»).",
  "workspace.panel.fileRefused": "\u2068{name}\u2069: \u2068{problem}\u2069",
  "workspace.panel.hintNoFile": "اختر ملفًا واحدًا على الأقل أولًا.",
  "workspace.panel.hintNoExtractor": "اختر مستخرجًا أولًا.",
  "workspace.panel.hintNoLanguage": "اختر أولًا اللغة التي تريد الترجمة إليها.",

  "workspace.sourcePicker.heading": "ملفات المسح الضوئي أو الصور",
  "workspace.sourcePicker.hint":
    "PDF أو JPG أو PNG أو TIFF أو HEIC أو GIF: الصور حتى \u2068{limit}\u2069 لكل ملف، وملفات PDF أو TIFF حتى \u2068{cutLimit}\u2069 (تختار الصفحات المراد إرسالها). اختر عدة ملفات معًا، أو أفلتها هنا.",
  "workspace.sourcePicker.chooseFiles": "اختيار ملفات",
  "workspace.sourcePicker.inputLabel":
    "ملفات المسح الضوئي أو الصور (PDF أو JPG أو PNG أو TIFF أو HEIC أو GIF؛ الصور حتى \u2068{limit}\u2069، وملفات PDF أو TIFF حتى \u2068{cutLimit}\u2069)",
  "workspace.sourcePicker.useSelectedPicture": "استخدام الصورة المحددة",
  "workspace.sourcePicker.usingPicture": "تُستخدم الصورة من المستند (\u2068{name}\u2069).",
  "workspace.sourcePicker.readyToSend":
    "{count, plural, zero {لا ملفات جاهزة للإرسال:} one {جاهز للإرسال:} two {ملفان جاهزان للإرسال:} few {# ملفات جاهزة للإرسال:} many {# ملفًا جاهزًا للإرسال:} other {# ملف جاهز للإرسال:}}",
  "workspace.sourcePicker.readyList": "الملفات الجاهزة للإرسال",
  "workspace.sourcePicker.remove": "إزالة",
  "workspace.sourcePicker.removeFile": "إزالة \u2068{name}\u2069",
  "workspace.sourcePicker.refused": "\u2068{name}\u2069: \u2068{problem}\u2069 لن يُرسَل هذا الملف.",
  "workspace.sourcePicker.alreadyChosen":
    "{count, plural, zero {\u2068{names}\u2069 موجود في القائمة بالفعل: يبقى فيها مرة واحدة.} one {\u2068{names}\u2069 موجود في القائمة بالفعل: يبقى فيها مرة واحدة.} two {\u2068{names}\u2069 موجودان في القائمة بالفعل: يبقى كل منهما فيها مرة واحدة.} few {\u2068{names}\u2069 موجودة في القائمة بالفعل: يبقى كل منها فيها مرة واحدة.} many {\u2068{names}\u2069 موجودة في القائمة بالفعل: يبقى كل منها فيها مرة واحدة.} other {\u2068{names}\u2069 موجودة في القائمة بالفعل: يبقى كل منها فيها مرة واحدة.}}",
  "workspace.sourcePicker.pictureUnreadable": "تعذّرت قراءة الصورة من المستند. احفظها كملف، ثم اختر الملف بدلًا منها.",
  "workspace.picturePicker.unreadable": "تعذّرت قراءة صور هذه الورقة.",
  "workspace.picturePicker.looking": "جارٍ البحث عن صور في هذه الورقة…",
  "workspace.picturePicker.none": "لا توجد صورة في هذه الورقة. اختر ملفًا بدلًا من ذلك.",
  "workspace.picturePicker.noneSelected": "لا توجد صورة محددة، ولا توجد أي صورة في هذه الورقة. أدرج صورة وحددها، أو اختر ملفًا بدلاً من ذلك.",
  "workspace.picturePicker.label": "الصور في هذه الورقة",
  "workspace.picturePicker.intro": "أو اختر صورة من هذه الورقة:",
  "workspace.picturePicker.use": "استخدام «\u2068{name}\u2069»",

  "workspace.fileCheck.empty": "الملف فارغ.",
  "workspace.fileCheck.tooLarge":
    "{kind, select, picture {حجم الصورة \u2068{size}\u2069، والخدمة تقبل الصور حتى \u2068{limit}\u2069. خفّض دقتها، ثم أضفها مرة أخرى.} pages {حجم الملف \u2068{size}\u2069، ويمكن أن يصل ملف PDF أو TIFF هنا إلى \u2068{limit}\u2069 لاختيار الصفحات المراد إرسالها (والخدمة تقبل حتى \u2068{sendLimit}\u2069 في كل مرة). قسّمه إلى ملفات أصغر، ثم أضفها.} other {حجم الملف \u2068{size}\u2069، والخدمة تقبل الملفات حتى \u2068{limit}\u2069. قسّمه أو خفّض دقته.}}",
  "workspace.fileCheck.wrongType": "هذا ليس ملف PDF أو JPG أو PNG أو TIFF أو HEIC أو GIF (تم التحقق من محتواه، لا من اسمه).",

  "workspace.actionPicker.question": "ماذا يجب أن تفعل الخدمة؟",
  "workspace.actionPicker.transcribe": "نسخ النص",
  "workspace.actionPicker.tables": "البحث عن الجداول وأزواج المفتاح والقيمة",
  "workspace.actionPicker.extractor": "استخراج الحقول باستخدام مستخرج",
  "workspace.actionPicker.loadingExtractors": "جارٍ تحميل المستخرجات…",
  "workspace.actionPicker.extractorLabel": "المستخرج",
  "workspace.actionPicker.chooseExtractor": "اختر مستخرجًا",
  "workspace.actionPicker.extractorId": "معرّف المستخرج",
  "workspace.actionPicker.extractorsFailed": "تعذّر عرض قائمة المستخرجات؛ اكتب المعرّف المكوّن من 10 أحرف من لوحة المعلومات.",
  "workspace.actionPicker.noExtractors": "ليست لديك مستخرجات بعد؛ اكتب معرّفًا من لوحة المعلومات.",
  "workspace.actionPicker.extractorIdInvalid": "يتكوّن معرّف المستخرج من 10 أحرف وأرقام.",
  "workspace.actionPicker.alsoTranslate": "ترجمة النص أيضًا",
  "workspace.actionPicker.translateTo": "الترجمة إلى",
  "workspace.actionPicker.chooseLanguage": "اختر لغة",
  "workspace.actionPicker.languagesFailed": "تعذّر تحميل اللغات. أعد المحاولة لاحقًا.",
  "workspace.actionPicker.unavailable": "غير متاح",
  "workspace.actionPicker.loadingLanguages": "جارٍ تحميل اللغات…",

  "workspace.batchList.heading": "الملفات",
  "workspace.batchList.progress": "تقدّم الملفات",
  "workspace.batchList.creditsRanOut": "نفدت أرصدة الصفحات",
  "workspace.batchList.sendingPaused": "الإرسال متوقف مؤقتًا",
  "workspace.batchList.creditsHold": "تستمر معالجة الملفات المرسلة. أما البقية فتنتظر هنا: اشترِ أرصدة، ثم حدد «متابعة التحميل» لإرسالها.",
  "workspace.batchList.signInHold":
    "\u2068{problem}\u2069 تستمر معالجة الملفات المرسلة. أما البقية فتنتظر هنا: سجّل الدخول مجددًا، ثم حدد «متابعة التحميل».",
  "workspace.batchList.buyCredits": "شراء أرصدة",
  "workspace.batchList.continueUploads": "متابعة التحميل",
  "workspace.batchList.trackingTitle": "التقدّم غير محدَّث",
  "workspace.batchList.trackingBody": "\u2068{problem}\u2069 تواصل الوظيفة الإضافية المحاولة.",
  "workspace.batchList.storageTitle": "هذه القائمة غير محفوظة",
  "workspace.batchList.storageBody": "\u2068{problem}\u2069 أبقِ جزء المهام مفتوحًا حتى تتم معالجة الملفات.",
  "workspace.row.shownBelow": "معروض أدناه.",
  "workspace.row.open": "فتح",
  "workspace.row.openFile": "فتح \u2068{name}\u2069",
  "workspace.row.addAgain": "إضافة الملف مجددًا",
  "workspace.row.addAgainFile": "إضافة الملف مجددًا: \u2068{name}\u2069",
  "workspace.row.sendAgain": "إرسال مجددًا",
  "workspace.row.sendAgainChoose": "إرسال مجددًا: اختر \u2068{name}\u2069",
  "workspace.row.sendAgainFile": "إرسال \u2068{name}\u2069 مجددًا",
  "workspace.row.cancel": "إلغاء",
  "workspace.row.cancelFile": "إلغاء \u2068{name}\u2069",
  "workspace.row.dismiss": "تجاهل",
  "workspace.row.dismissFile": "تجاهل \u2068{name}\u2069",

  "workspace.state.label":
    "{state, select, waiting {في الانتظار} needsFile {الملف مطلوب} uploading {جارٍ الإرسال} queued {في قائمة الانتظار} processing {قيد المعالجة} processed {تمت المعالجة} failed {فشل} unknown {النتيجة غير معروفة} other {أُلغي}}",
  "workspace.state.mayChargeTwice": "قد تُحتسب عليك التكلفة مرتين إذا أعدت إرساله وكان التحميل الأول قد وصل.",
  "workspace.state.cancelling": "جارٍ الإلغاء…",
  "workspace.cancel.title": "هل تريد إلغاء «\u2068{name}\u2069»؟",
  "workspace.cancel.onService": "الملف موجود لدى الخدمة بالفعل: الإلغاء يحذفه هناك مع نتيجته. لا يمكن التراجع عن ذلك.",
  "workspace.cancel.sending": "جارٍ إرسال الملف. إذا وصل، فسيُحذف من الخدمة؛ لا يمكن التراجع عن ذلك.",
  "workspace.cancel.spent": "أرصدة الصفحات التي كلّفها هذا الملف قد أُنفقت: الإلغاء لا يعيدها.",
  "workspace.cancel.spentCounted":
    "{count, plural, zero {لم يُنفق أي رصيد صفحة على هذا الملف.} one {رصيد الصفحة الواحد الذي كلّفه هذا الملف قد أُنفق: الإلغاء لا يعيده.} two {رصيدا الصفحتين اللذان كلّفهما هذا الملف قد أُنفقا: الإلغاء لا يعيدهما.} few {الأرصدة الـ# التي كلّفها هذا الملف قد أُنفقت: الإلغاء لا يعيدها.} many {الـ# رصيدًا التي كلّفها هذا الملف قد أُنفقت: الإلغاء لا يعيدها.} other {الـ# رصيد صفحة التي كلّفها هذا الملف قد أُنفقت: الإلغاء لا يعيدها.}}",
  "workspace.cancel.mayBeSpent": "إذا كان الملف قد وصل، فأرصدة الصفحات التي كلّفها قد أُنفقت: الإلغاء لا يعيدها.",
  "workspace.cancel.confirm": "حذفه",
  "workspace.cancel.keep": "الاحتفاظ به",
  // Asked before signing out while files of this pane are not sent yet (issue 21).
  "workspace.signOut.title":
    "{count, plural, zero {هل تريد تسجيل الخروج؟} one {هل تريد تسجيل الخروج وهناك ملف واحد لم يُرسل؟} two {هل تريد تسجيل الخروج وهناك ملفان لم يُرسلا؟} few {هل تريد تسجيل الخروج وهناك # ملفات لم تُرسل؟} many {هل تريد تسجيل الخروج وهناك # ملفًا لم تُرسل؟} other {هل تريد تسجيل الخروج وهناك # ملف لم تُرسل؟}}",
  "workspace.signOut.message":
    "{count, plural, zero {لا توجد ملفات تنتظر الإرسال.} one {لم يُرسل هذا الملف بعد. إذا سجّلت الخروج الآن فلن يُرسل وسيختفي من هذه القائمة.} two {لم يُرسل هذان الملفان بعد. إذا سجّلت الخروج الآن فلن يُرسلا وسيختفيان من هذه القائمة.} few {لم تُرسل هذه الملفات الـ# بعد. إذا سجّلت الخروج الآن فلن تُرسل وستختفي من هذه القائمة.} many {لم تُرسل هذه الملفات الـ# بعد. إذا سجّلت الخروج الآن فلن تُرسل وستختفي من هذه القائمة.} other {لم تُرسل هذه الملفات الـ# بعد. إذا سجّلت الخروج الآن فلن تُرسل وستختفي من هذه القائمة.}}",
  "workspace.signOut.chosen":
    "{count, plural, zero {لا توجد ملفات مختارة تنتظر الإرسال.} one {لم يُرسل ملف اخترته بعد: تسجيل الخروج يزيله من القائمة، وعليك اختياره من جديد بعد تسجيل الدخول.} two {لم يُرسل ملفان اخترتهما بعد: تسجيل الخروج يزيلهما من القائمة، وعليك اختيارهما من جديد بعد تسجيل الدخول.} few {لم تُرسل # ملفات اخترتها بعد: تسجيل الخروج يزيلها من القائمة، وعليك اختيارها من جديد بعد تسجيل الدخول.} many {لم يُرسل # ملفًا اخترتها بعد: تسجيل الخروج يزيلها من القائمة، وعليك اختيارها من جديد بعد تسجيل الدخول.} other {لم يُرسل # ملف اخترتها بعد: تسجيل الخروج يزيلها من القائمة، وعليك اختيارها من جديد بعد تسجيل الدخول.}}",
  "workspace.signOut.sentStay": "الملفات التي أُرسلت من قبل لا تتأثر: تجدها مع نتائجها في السجل.",
  "workspace.signOut.sending":
    "{count, plural, zero {لا يُرسل أي ملف الآن.} one {يُرسل ملف واحد الآن: إذا وصل فستجده في السجل.} two {يُرسل ملفان الآن: ما يصل منهما ستجده في السجل.} few {تُرسل # ملفات الآن: ما يصل منها ستجده في السجل.} many {يُرسل # ملفًا الآن: ما يصل منها ستجده في السجل.} other {يُرسل # ملف الآن: ما يصل منها ستجده في السجل.}}",
  "workspace.signOut.unsureTitle":
    "{count, plural, zero {هل تريد تسجيل الخروج؟} one {هل تريد تسجيل الخروج وهناك ملف واحد ربما لم يصل؟} two {هل تريد تسجيل الخروج وهناك ملفان ربما لم يصلا؟} few {هل تريد تسجيل الخروج وهناك # ملفات ربما لم تصل؟} many {هل تريد تسجيل الخروج وهناك # ملفًا ربما لم تصل؟} other {هل تريد تسجيل الخروج وهناك # ملف ربما لم تصل؟}}",
  "workspace.signOut.unsure":
    "{count, plural, zero {لا توجد ملفات غير مؤكدة.} one {لا يُعرف إن كان هذا الملف قد وصل إلى الخدمة، وتسجيل الخروج يزيل صفه. إن وصل فهو في السجل؛ وإلا فاختره مجددًا بعد تسجيل الدخول.} two {لا يُعرف إن كان هذان الملفان قد وصلا إلى الخدمة، وتسجيل الخروج يزيل صفيهما. ما وصل منهما في السجل؛ واختر الآخر مجددًا بعد تسجيل الدخول.} few {لا يُعرف إن كانت هذه الملفات الـ # قد وصلت إلى الخدمة، وتسجيل الخروج يزيل صفوفها. ما وصل منها في السجل؛ واختر البقية مجددًا بعد تسجيل الدخول.} many {لا يُعرف إن كانت هذه الملفات الـ # قد وصلت إلى الخدمة، وتسجيل الخروج يزيل صفوفها. ما وصل منها في السجل؛ واختر البقية مجددًا بعد تسجيل الدخول.} other {لا يُعرف إن كانت هذه الملفات الـ # قد وصلت إلى الخدمة، وتسجيل الخروج يزيل صفوفها. ما وصل منها في السجل؛ واختر البقية مجددًا بعد تسجيل الدخول.}}",
  "workspace.signOut.more":
    "{count, plural, zero {ولا ملفات أخرى} one {وملف واحد آخر} two {وملفان آخران} few {و# ملفات أخرى} many {و# ملفًا آخر} other {و# ملف آخر}}",
  "workspace.signOut.confirm": "تسجيل الخروج",
  "workspace.signOut.cancel": "البقاء مسجّلاً",
  "workspace.resend.title": "هل تريد إرسال «\u2068{name}\u2069» مجددًا؟",
  "workspace.resend.message":
    "لا يُعرف ما إذا كان التحميل الأول قد وصل. قد تُحتسب عليك التكلفة مرتين إذا أعدت إرساله وكان التحميل الأول قد وصل.",
  "workspace.resend.confirm": "إرسال مجددًا",
  "workspace.resend.cancel": "عدم الإرسال",
  "workspace.announce.added":
    "{count, plural, zero {لم يُضف أي ملف إلى القائمة.} one {أُضيف ملف واحد إلى القائمة.} two {أُضيف ملفان إلى القائمة.} few {أُضيفت # ملفات إلى القائمة.} many {أُضيف # ملفًا إلى القائمة.} other {أُضيف # ملف إلى القائمة.}}",
  "workspace.announce.stateCount":
    "{state, select, waiting {في الانتظار} uploading {جارٍ الإرسال} queued {في قائمة الانتظار} processing {قيد المعالجة} processed {تمت المعالجة} failed {فشل} unknown {النتيجة غير معروفة} other {أُلغي}}: {count, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}",
  "workspace.announce.counts": "\u2068{list}\u2069.",
  "workspace.announce.changed":
    "\u2068{name}\u2069: {state, select, waiting {في الانتظار} uploading {جارٍ الإرسال} queued {في قائمة الانتظار} processing {قيد المعالجة} processed {تمت المعالجة} failed {فشل} unknown {النتيجة غير معروفة} other {أُلغي}}.",
  "workspace.announce.changedWhy": "\u2068{name}\u2069: {state, select, failed {فشل} other {النتيجة غير معروفة}}. \u2068{reason}\u2069",
  "workspace.announce.aFile": "ملف",
  "workspace.progress.finished":
    "اكتمل {finished, number} من {total, plural, zero {# ملف} one {ملف واحد} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}}.",
  "workspace.progress.finishedSome":
    "اكتمل {finished, number} من {total, plural, zero {# ملف} one {ملف واحد} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}} (تمت معالجة {processed, number}، ولم تتم معالجة {notProcessed, number}).",
  "workspace.work.label": "{action, select, translated {نسخ مع ترجمة} tables {جداول} extractor {مستخرج} other {نسخ}}",
  "workspace.elsewhere.sending": "يُرسَل من نافذة Office الأخرى.",
  "workspace.elsewhere.handled": "تتم معالجته في نافذة Office الأخرى.",
  "workspace.inserted.cursor": "أُدرج عند المؤشر",
  "workspace.inserted.replace": "أُدرج بدلًا من التحديد",
  "workspace.inserted.end": "أُدرج في نهاية المستند",
  "workspace.inserted.document": "أُدرج في المستند",
  "workspace.inserted.workbook": "أُدرج في المصنف",
  "workspace.inserted.reply": "وُضع في رد",
  "workspace.inserted.draft": "أُدرج في الرسالة قيد الكتابة",
  "workspace.inserted.sheet": "أُدرج في الورقة «\u2068{sheet}\u2069»",
  "workspace.inserted.sheets":
    "أُدرج في {count, plural, zero {# ورقة} one {ورقة واحدة} two {ورقتين} few {# أوراق} many {# ورقة} other {# ورقة}}: \u2068{sheets}\u2069",
  "workspace.inserted.sheetName": "«\u2068{sheet}\u2069»",

  "workspace.spending.filePages":
    "\u2068{name}\u2069: {pages, plural, zero {# صفحة} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}}",
  "workspace.spending.filePagesUnknown": "\u2068{name}\u2069: عدد الصفحات غير معروف حتى تعدّها الخدمة",
  "workspace.spending.moreFiles":
    "{count, plural, zero {ولا ملفات أخرى} one {وملف آخر} two {وملفان آخران} few {و# ملفات أخرى} many {و# ملفًا آخر} other {و# ملف آخر}}",
  "workspace.spending.summary":
    "{files, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}: {pages, plural, zero {# صفحة} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}} على الأقل. رصيدك: {balance, plural, zero {# صفحة} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}}.",
  "workspace.spending.summaryUnknown":
    "{files, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}: {pages, plural, zero {# صفحة} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}} على الأقل. {unknown, plural, zero {طول # ملف غير معروف بعد: يُحتسب كل منها صفحة واحدة وقد يكلّف أكثر.} one {طول ملف واحد غير معروف بعد: يُحتسب صفحة واحدة وقد يكلّف أكثر.} two {طول ملفين غير معروف بعد: يُحتسب كل منهما صفحة واحدة وقد يكلّف أكثر.} few {طول # ملفات غير معروف بعد: يُحتسب كل منها صفحة واحدة وقد يكلّف أكثر.} many {طول # ملفًا غير معروف بعد: يُحتسب كل منها صفحة واحدة وقد يكلّف أكثر.} other {طول # ملف غير معروف بعد: يُحتسب كل منها صفحة واحدة وقد يكلّف أكثر.}} رصيدك: {balance, plural, zero {# صفحة} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}}.",
  "workspace.spending.notEnoughTitle": "أرصدة الصفحات غير كافية",
  "workspace.spending.notEnough":
    "\u2068{summary}\u2069 ستحتاج إلى نحو {shortfall, plural, zero {# رصيد إضافي} one {رصيد إضافي واحد} two {رصيدين إضافيين} few {# أرصدة إضافية} many {# رصيدًا إضافيًا} other {# رصيد إضافي}}: يتوقف الإرسال عند نفاد الأرصدة، وتنتظر البقية حتى تعيد الشحن.",
  "workspace.spending.mayNotFitTitle": "قد لا تكفي أرصدتك",
  "workspace.spending.mayNotFit": "\u2068{summary}\u2069 إذا كانت صفحات الملفات أكثر من ذلك، يتوقف الإرسال عند نفاد الأرصدة.",
  "workspace.spending.largeTitle":
    "{count, plural, zero {هل تريد الإرسال؟} one {هل تريد إرسال ملف واحد؟} two {هل تريد إرسال ملفين؟} few {هل تريد إرسال # ملفات؟} many {هل تريد إرسال # ملفًا؟} other {هل تريد إرسال # ملف؟}}",
  "workspace.spending.large": "\u2068{summary}\u2069 تكلّف كل صفحة رصيدًا واحدًا.",
  "workspace.spending.sendAnyway": "الإرسال على أي حال",
  "workspace.spending.send": "إرسال",
  "workspace.spending.buyCredits": "شراء أرصدة",
  "workspace.spending.dontSend": "عدم الإرسال",

  "workspace.queue.waitingTurn": "ينتظر دوره في الإرسال.",
  "workspace.queue.waitingHold": "في الانتظار: \u2068{problem}\u2069",
  "workspace.queue.sending": "جارٍ إرسال الملف.",
  "workspace.queue.accepted": "قبلته الخدمة؛ ينتظر دوره.",
  "workspace.queue.notSent": "لم يُرسَل: \u2068{problem}\u2069",
  "workspace.queue.waitingForCredits": "لم يُرسل بعد: نفدت أرصدة الصفحات لديك. سيُرسل عند تحديد «متابعة التحميل».",
  "workspace.queue.serverProblemUnknown":
    "واجهت الخدمة مشكلة أثناء استلام الملف، لذا لا يُعرف ما إذا كان الملف قد وصل. يجري البحث عنه في مستنداتك قبل أي إجراء آخر (لا يُرسَل أبدًا مرتين تلقائيًا).",
  "workspace.queue.connectionLost":
    "انقطع الاتصال أثناء الإرسال، لذا لا يُعرف ما إذا كان الملف قد وصل. يجري البحث عنه في مستنداتك قبل أي إجراء آخر (لا يُرسَل أبدًا مرتين تلقائيًا).",
  "workspace.queue.queued": "ينتظر دوره لدى الخدمة.",
  "workspace.queue.reading": "تقرأ الخدمة الملف.",
  "workspace.queue.fetching": "أوشك على الانتهاء: يجري جلب النتيجة من الخدمة.",
  "workspace.queue.processed": "تمت المعالجة: النتيجة جاهزة.",
  "workspace.queue.gone": "لم يعد هذا المستند لدى الخدمة (حُذف أو فقدته الخدمة). أرسل الملف مجددًا إذا كنت لا تزال بحاجة إليه.",
  "workspace.queue.notProcessed": "تعذّر على الخدمة معالجة هذا الملف. تحقّق من أنه مسح ضوئي مقروء وسليم، ثم أعد المحاولة أو جرّب ملفًا آخر.",
  "workspace.queue.resultFailed": "تعذّر جلب النتيجة. تواصل الوظيفة الإضافية المحاولة.",
  "workspace.queue.trackingFailed": "حدث خطأ أثناء التحقق من الملفات. تواصل الوظيفة الإضافية المحاولة.",
  "workspace.queue.notSaved":
    "تعذّر حفظ قائمة الملفات قيد المعالجة في هذا المستعرض، لذا لن تبقى بعد إغلاق جزء المهام. أبقِ الجزء مفتوحًا حتى تتم معالجة الملفات.",
  "workspace.queue.cancelledDeleted": "أُلغي: حُذف من الخدمة.",
  "workspace.queue.cancelledGone": "أُلغي (لم يعد لدى الخدمة).",
  "workspace.queue.deletedFromHistory": "حُذف من السجل.",
  "workspace.queue.lookingBeforeResend": "طلبت الخدمة الانتظار لحظة. يجري التحقق من أن الملف لم يصل قبل إرساله مجددًا (لا يُرسل مرتين أبدًا).",
  "workspace.queue.cancelFailed": "وصل «\u2068{name}\u2069» إلى الخدمة قبل إلغائه ولا يزال هناك لأن حذفه فشل. حدد «إلغاء» مجددًا لحذفه.",
  "workspace.queue.deleteFailed": "تعذّر حذف المستند. أعد المحاولة بعد لحظة.",
  "workspace.queue.cancelledBeforeSending": "أُلغي قبل إرساله.",
  "workspace.queue.cancelledNotFound": "أُلغي. لم يُعثر على التحميل في مستنداتك، لذا لا يوجد ما يُحذف.",
  "workspace.queue.cancelledNotArrived": "أُلغي. لم يصل التحميل إلى الخدمة، لذا لا يوجد ما يُحذف.",
  "workspace.queue.probablyNotArrived":
    "انقطع التحميل والملف غير موجود في مستنداتك، لذا يُرجَّح أنه لم يصل. أرسله مجددًا إن أردت؛ وإن كان قد وصل رغم ذلك، فستُحتسب التكلفة مرتين.",
  "workspace.queue.arrivedAfterAll": "كان التحميل قد وصل بالفعل: عُثر عليه في مستنداتك، لذا لم يُرسَل مجددًا.",
  "workspace.queue.addAgainContents": "أضف «\u2068{name}\u2069» مجددًا: لم يعد محتواه في الذاكرة.",
  "workspace.queue.sentAgain": "أُرسل مجددًا بناءً على طلبك.",
  "workspace.queue.refetching": "جارٍ جلب الملف مجددًا من \u2068Microsoft 365\u2069.",
  "workspace.queue.refetchFailed": "تعذّر جلبه مجددًا.",
  "workspace.queue.addAgainAfter": "\u2068{problem}\u2069 أضف الملف مجددًا لإرساله.",
  "workspace.queue.otherPane": "تتم معالجة هذا الملف في جزء المهام الآخر (Word أو Excel). استخدم ذلك الجزء له.",
  "workspace.queue.notInList": "لم يعد هذا الملف في القائمة.",
  "workspace.queue.closedBeforeSending": "أُغلق جزء المهام قبل إرسال هذا الملف. أضف الملف مجددًا لإرساله.",
  "workspace.queue.closedWhileSending":
    "أُغلق جزء المهام أثناء إرسال هذا الملف، لذا لا يُعرف ما إذا كان قد وصل. يجري البحث عنه في مستنداتك (لا يُرسَل أبدًا مرتين تلقائيًا).",
  "workspace.batchList.getCredits": "كيفية الحصول على أرصدة",
  "workspace.batchList.creditsHoldPlatform":
    "ستستمر معالجة الملفات المرسلة بالفعل. تنتظر الملفات الأخرى هنا: حدد «متابعة التحميل» لاحقًا لإرسالها، أو ألغِ ما لا تحتاج إليه.",
  "workspace.batchList.creditsHoldUnread":
    "لا تزال الملفات المُرسَلة تُعالَج. تنتظر الملفات الأخرى هنا: احصل على مزيد من الأرصدة، ثم اختر «متابعة التحميل» لإرسالها.",
  "workspace.batchList.creditsHoldOrganisation":
    "تستمر معالجة الملفات المرسلة. أما البقية فتنتظر هنا: احصل على مزيد من الأرصدة كما تطلب مؤسستك، ثم حدد «متابعة التحميل» لإرسالها.",
  "workspace.spending.policyTitle":
    "{count, plural, zero {هل تريد إرسال # ملف؟} one {هل تريد إرسال هذا الملف؟} two {هل تريد إرسال هذين الملفين؟} few {هل تريد إرسال هذه الملفات الـ#؟} many {هل تريد إرسال هذه الملفات الـ#؟} other {هل تريد إرسال هذه الملفات الـ#؟}}",
  "workspace.spending.policy":
    "\u2068{summary}\u2069 تطلب منك مؤسستك تأكيد الدفعات التي قد تكلف أكثر من {limit, plural, zero {# رصيد صفحة} one {رصيد صفحة واحد} two {رصيدَي صفحة} few {# أرصدة صفحات} many {# رصيد صفحة} other {# رصيد صفحة}}.",
};
