import type { history as english } from "../en/history";
import type { Translation } from "../../translation";

export const history: Translation<typeof english> = {
  "history.view.heading": "مستنداتك على الخدمة",
  "history.view.refresh": "تحديث",
  "history.view.deleteSelected": "حذف المحدد",
  "history.view.deleteSelectedCount": "حذف المحدد ({count, number})",
  "history.view.listFailed": "تعذّر عرض مستنداتك: \u2068{reason}\u2069",
  "history.view.tryAgain": "إعادة المحاولة",
  "history.view.loading": "جارٍ تحميل مستنداتك…",
  "history.view.noneMatch": "لا توجد مستندات مطابقة.",
  "history.view.showing":
    "{total, plural, zero {يُعرض {shown, number} من # مستند.} one {يُعرض {shown, number} من مستند واحد.} two {يُعرض {shown, number} من مستندين.} few {يُعرض {shown, number} من # مستندات.} many {يُعرض {shown, number} من # مستندًا.} other {يُعرض {shown, number} من # مستند.}}",
  "history.view.listLabel": "المستندات",
  "history.view.loadingMore": "جارٍ التحميل…",
  "history.view.loadMore": "تحميل المزيد",
  "history.view.saved": 'تم حفظ "\u2068{fileName}\u2069" في التنزيلات.',
  "history.view.queueNotOpen": "لم تُفتح ملفاتك بعد. أعد المحاولة بعد لحظات.",

  "history.filters.status": "الحالة",
  "history.filters.work": "المهمة",
  "history.filters.anyStatus": "أي حالة",
  "history.filters.anyWork": "أي مهمة",
  "history.filters.transcribe": "نسخ",
  "history.filters.tables": "جداول",
  "history.filters.extractor": "المستخرج",

  "history.status.new": "جديد",
  "history.status.queued": "في قائمة الانتظار",
  "history.status.processing": "قيد المعالجة",
  "history.status.processed": "تمت المعالجة",
  "history.status.failed": "فشل",
  "history.status.unknown": "غير معروف (\u2068{status}\u2069)",

  "history.row.select": "تحديد \u2068{fileName}\u2069",
  "history.row.sentAt": "أُرسل في \u2068{time}\u2069",
  "history.row.shownBelow": "معروض أدناه.",
  "history.row.open": "فتح",
  "history.row.openFile": "فتح \u2068{fileName}\u2069",
  "history.row.download": "تنزيل",
  "history.row.downloadFile": "تنزيل \u2068{fileName}\u2069",
  "history.row.delete": "حذف",
  "history.row.deleteFile": "حذف \u2068{fileName}\u2069",
  "history.row.pages": "{count, plural, zero {لا توجد صفحات} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}}",
  "history.row.transcribeTranslated": "نسخ مع الترجمة",
  "history.row.unknownWork": "مهمة غير معروفة (\u2068{action}\u2069)",
  "history.row.deletionDue": "حان موعد الحذف التلقائي.",
  "history.row.deletionAt": "سيُحذف تلقائيًا \u2068{when}\u2069.",

  "history.deletion.titleOne": 'هل تريد حذف "\u2068{fileName}\u2069" من الخدمة؟',
  "history.deletion.titleMany":
    "{count, plural, zero {هل تريد حذف # مستند من الخدمة؟} one {هل تريد حذف مستند واحد من الخدمة؟} two {هل تريد حذف مستندين من الخدمة؟} few {هل تريد حذف # مستندات من الخدمة؟} many {هل تريد حذف # مستندًا من الخدمة؟} other {هل تريد حذف # مستند من الخدمة؟}}",
  "history.deletion.message":
    "لا يمكن التراجع عن هذا الإجراء. ما أُدرج بالفعل في مستند أو مصنف يبقى فيه؛ تُحذف فقط نسخة الخدمة وملفات نتائجها.",
  "history.deletion.confirm": "حذف",
  "history.deletion.cancel": "إبقاء",
  "history.deletion.stillWorking":
    "{count, plural, zero {لا توجد ملفات قيد المعالجة:} one {لا يزال ملف واحد قيد المعالجة؛ حذفه يوقف هذا العمل:} two {لا يزال ملفان قيد المعالجة؛ حذفهما يوقف هذا العمل:} few {لا تزال # ملفات قيد المعالجة؛ حذفها يوقف هذا العمل:} many {لا يزال # ملفًا قيد المعالجة؛ حذفها يوقف هذا العمل:} other {لا يزال # ملف قيد المعالجة؛ حذفها يوقف هذا العمل:}}",
  "history.deletion.workingHere": "\u2068{fileName}\u2069: قيد المعالجة لهذا الجزء.",
  "history.deletion.workingElsewhere": "\u2068{fileName}\u2069: قيد المعالجة لنافذة Office الأخرى.",
  "history.deletion.workingService": "\u2068{fileName}\u2069: قيد المعالجة على الخدمة.",
  "history.deletion.deleted":
    "{deleted, plural, zero {لم يُحذف أي مستند.} one {تم حذف مستند واحد.} two {تم حذف مستندين.} few {تم حذف # مستندات.} many {تم حذف # مستندًا.} other {تم حذف # مستند.}}",
  "history.deletion.failed":
    "{failed, plural, zero {تعذّر حذف # مستند؛ أعد المحاولة.} one {تعذّر حذف مستند واحد؛ أعد المحاولة.} two {تعذّر حذف مستندين؛ أعد المحاولة.} few {تعذّر حذف # مستندات؛ أعد المحاولة.} many {تعذّر حذف # مستندًا؛ أعد المحاولة.} other {تعذّر حذف # مستند؛ أعد المحاولة.}}",
  "history.deletion.deletedAndFailed":
    "{deleted, plural, zero {لم يُحذف أي مستند.} one {تم حذف مستند واحد.} two {تم حذف مستندين.} few {تم حذف # مستندات.} many {تم حذف # مستندًا.} other {تم حذف # مستند.}} {failed, plural, zero {تعذّر حذف # مستند؛ أعد المحاولة.} one {تعذّر حذف مستند واحد؛ أعد المحاولة.} two {تعذّر حذف مستندين؛ أعد المحاولة.} few {تعذّر حذف # مستندات؛ أعد المحاولة.} many {تعذّر حذف # مستندًا؛ أعد المحاولة.} other {تعذّر حذف # مستند؛ أعد المحاولة.}}",
  "history.deletion.gone": 'لم يعد "\u2068{fileName}\u2069" موجودًا على الخدمة (حُذف أو انتهت صلاحيته)، لذا أُزيل من القائمة.',

  "history.download.txt": "نص (.txt)",
  "history.download.docx": "Word (.docx)",
  "history.download.xlsx": "Excel (.xlsx)",
  "history.download.csv": "CSV (.csv)",
  "history.download.json": "JSON (.json)",
  "history.download.translationTxt": "الترجمة كنص (.txt)",
  "history.download.translationDocx": "الترجمة في Word (.docx)",
  "history.download.translationXlsx": "الترجمة في Excel (.xlsx)",
  "history.download.translationCsv": "الترجمة بتنسيق CSV (.csv)",
  "history.download.translationJson": "الترجمة بتنسيق JSON (.json)",

  "history.save.mac":
    "لا يسمح Word وExcel على Mac للوظائف الإضافية بحفظ الملفات. افتح المستند وأدرج نتيجته بدلاً من ذلك، أو نزّله من Office على الويب أو على Windows.",
  "history.save.tablet":
    "لا يسمح Word وExcel على iPad والأجهزة اللوحية الأخرى للوظائف الإضافية بحفظ الملفات. افتح المستند وأدرج نتيجته بدلاً من ذلك، أو نزّله من Office على الويب أو على Windows.",
  "history.save.legacy":
    "يعرض إصدار Office هذا الوظائف الإضافية في مستعرض قديم لا يمكنه حفظ الملفات. افتح المستند وأدرج نتيجته بدلاً من ذلك، أو نزّله من Office على الويب.",

  "history.open.stillProcessing": 'لا يزال "\u2068{fileName}\u2069" قيد المعالجة. افتحه عند اكتمالها.',

  "history.search.label": "البحث باسم الملف",
  "history.search.clear": "مسح البحث",
  "history.search.searching": "جارٍ البحث في المستندات الأقدم…",
  "history.search.further": "متابعة البحث",
  "history.search.matchesAll":
    '{count, plural, zero {لا يطابق أي مستند "\u2068{query}\u2069".} one {يطابق مستند واحد "\u2068{query}\u2069".} two {يطابق مستندان "\u2068{query}\u2069".} few {يطابق # مستندات "\u2068{query}\u2069".} many {يطابق # مستندًا "\u2068{query}\u2069".} other {يطابق # مستند "\u2068{query}\u2069".}}',
  "history.search.matchesPartial":
    '{count, plural, zero {لا يطابق أي مستند "\u2068{query}\u2069"} one {يطابق مستند واحد "\u2068{query}\u2069"} two {يطابق مستندان "\u2068{query}\u2069"} few {يطابق # مستندات "\u2068{query}\u2069"} many {يطابق # مستندًا "\u2068{query}\u2069"} other {يطابق # مستند "\u2068{query}\u2069"}} من بين أحدث {searched, number} من {total, number}. اختر "متابعة البحث" للبحث في المستندات الأقدم.',
  "history.search.noneAll": 'لا يحتوي أي اسم ملف على "\u2068{query}\u2069". تحقق من الإملاء، أو جرّب جزءًا من الاسم، أو امسح البحث.',
  "history.search.nonePartial":
    'لا يحتوي أي اسم ملف من بين أحدث {searched, number} من {total, number} مستند على "\u2068{query}\u2069". اختر "متابعة البحث" للبحث في المستندات الأقدم، أو امسح البحث.',
};
