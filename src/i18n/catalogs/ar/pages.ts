import type { pages as english } from "../en/pages";
import type { Translation } from "../../translation";

// Arabic plurals: zero, one, two, few (3–10), many (11–99), other.
export const pages: Translation<typeof english> = {
  "pages.range.empty": "اكتب الصفحات المراد إرسالها، مثل 1-3، 7، 12-14.",
  "pages.range.notANumber": "«\u2068{part}\u2069» ليس رقم صفحة. اكتب أرقام الصفحات ونطاقاتها، مثل 1-3، 7، 12-14.",
  "pages.range.missingComma": "«\u2068{part}\u2069»: ضع فاصلة بين الصفحات، مثل 1، 3.",
  "pages.range.openRange": "يحتاج «\u2068{part}\u2069» إلى صفحة على جانبي الشرطة، مثل 12-14.",
  "pages.range.tooManyHyphens": "يحتوي «\u2068{part}\u2069» على أكثر من شرطة: النطاق صفحتان تصل بينهما شرطة واحدة، مثل 12-14.",
  "pages.range.zero": "تُرقَّم الصفحات بدءًا من 1: لا توجد صفحة 0.",
  "pages.range.beyondEnd":
    "في هذا الملف {count, plural, zero {# صفحة} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}}: لا توجد صفحة \u2068{page}\u2069.",
  "pages.range.backwards": "«\u2068{part}\u2069» معكوس: اكتبه \u2068{from}\u2069-\u2068{to}\u2069.",

  "pages.cut.fileName":
    "\u2068{name}\u2069 ({count, plural, zero {الصفحات} one {الصفحة} two {الصفحتان} few {الصفحات} many {الصفحات} other {الصفحات}} \u2068{range}\u2069)\u2068{extension}\u2069",
  "pages.cut.protected": "الملف «\u2068{name}\u2069» محمي (مشفّر)، لذا لا يمكن اقتطاع صفحاته. أرسله كاملًا، أو أزل الحماية ثم اختره من جديد.",
  "pages.cut.unsafe": "تتعذّر قراءة صفحات «\u2068{name}\u2069» هنا بأمان، لذا لا يمكن اقتطاعها. أرسله كاملًا.",
  "pages.cut.damaged": "لا يمكن اقتطاع صفحات «\u2068{name}\u2069»: يبدو أن الملف تالف. أرسله كاملًا، أو اختر نسخة مُصلَحة.",
  "pages.cut.tooLarge": "تشكّل الصفحات المختارة ملفًا حجمه \u2068{size}\u2069، والخدمة تقبل الملفات حتى \u2068{limit}\u2069. اختر صفحات أقل.",
  "pages.cut.changed":
    "أصبح في «\u2068{name}\u2069» {count, plural, zero {# صفحة} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}} بدلًا من \u2068{of}\u2069: قد لا تكون الصفحات المختارة سابقًا (\u2068{range}\u2069) هي التي قصدتها. تجاهل هذا الصف، ثم اختر الملف وصفحاته من جديد.",

  "pages.control.estimateAll":
    "{count, plural, zero {# صفحة: # رصيد} one {صفحة واحدة: رصيد واحد} two {صفحتان: رصيدان} few {كل الصفحات (#): # أرصدة} many {كل الصفحات (#): # رصيدًا} other {كل الصفحات (#): # رصيد}}",
  "pages.control.estimateChosen":
    "{chosen, number} من {count, plural, zero {# صفحة} one {صفحة واحدة} two {صفحتين} few {# صفحات} many {# صفحة} other {# صفحة}}: {chosen, plural, zero {# رصيد} one {رصيد واحد} two {رصيدان} few {# أرصدة} many {# رصيدًا} other {# رصيد}}",
  "pages.control.open": "الصفحات",
  "pages.control.openLabel": "اختيار صفحات \u2068{name}\u2069 المراد إرسالها",
  "pages.control.protected": "محمي (مشفّر): لا يمكن اختيار صفحاته، لذا يُرسَل كاملًا.",
  "pages.control.damaged": "تتعذّر قراءة صفحاته، لذا لا يمكن اختيارها: يُرسَل كاملًا.",
  "pages.control.unsafe": "تتعذّر قراءة صفحاته هنا؛ سيُرسَل كاملًا.",
  "pages.control.overLimit": "أكبر من \u2068{limit}\u2069: أكبر من أن يُرسَل كاملًا. اختر الصفحات المراد إرسالها.",
  "pages.control.noneChosen": "لم تُختر أي صفحة: اختر صفحة واحدة على الأقل لإرسال هذا الملف.",
  "pages.control.sendWhole": "إرسال كل الصفحات",
  "pages.control.sendWholeLabel": "إرسال كل صفحات \u2068{name}\u2069",
  "pages.control.cutting": "جارٍ اقتطاع الصفحات المختارة…",
  "pages.control.notCut": "\u2068{name}\u2069: \u2068{problem}\u2069",

  "pages.picker.label": "صفحات \u2068{name}\u2069",
  "pages.picker.rangeLabel": "الصفحات المراد إرسالها",
  "pages.picker.rangeHint": "مثل 1-3، 7، 12-14. أو حدّد الصور؛ مفتاح Shift يحدّد سلسلة من الصفحات.",
  "pages.picker.tiffAsPdf": "تُرسَل الصفحات المختارة من ملف TIFF في ملف PDF واحد، وتبقى صورة كل صفحة كما هي.",
  "pages.picker.selectAll": "تحديد الكل",
  "pages.picker.selectNone": "إلغاء تحديد الكل",
  "pages.picker.page": "الصفحة \u2068{page}\u2069",
  "pages.picker.chosen":
    "اختيرت {chosen, number} من {count, plural, zero {# صفحة} one {صفحة واحدة} two {صفحتين} few {# صفحات} many {# صفحة} other {# صفحة}}.",
  "pages.picker.loading": "جارٍ تحميل الصفحات…",
  "pages.picker.protected": "ملف PDF هذا محمي بكلمة مرور، لذا لا يمكن عرض صفحاته. اكتب الصفحات المراد إرسالها، أو أرسله كاملًا.",
  "pages.picker.damaged": "يتعذّر عرض صفحات هذا الملف. اكتب الصفحات المراد إرسالها، أو أرسله كاملًا.",
  "pages.picker.pictureFailed": "يتعذّر عرض الصفحة \u2068{page}\u2069.",

  "pages.row.sent":
    "{count, plural, zero {الصفحات المرسلة:} one {الصفحة المرسلة:} two {الصفحتان المرسلتان:} few {الصفحات المرسلة:} many {الصفحات المرسلة:} other {الصفحات المرسلة:}} \u2068{range}\u2069 من \u2068{of}\u2069.",
  "pages.row.closedBeforeSending":
    "أُغلق جزء المهام قبل إرسال هذا الملف. أضف \u2068{name}\u2069 من جديد: ستُقتطع منه الصفحات \u2068{range}\u2069 مرة أخرى.",
  "pages.history.sent":
    "{count, plural, zero {# صفحة مرسلة} one {صفحة واحدة مرسلة} two {صفحتان مرسلتان} few {# صفحات مرسلة} many {# صفحة مرسلة} other {# صفحة مرسلة}}: \u2068{range}\u2069 من \u2068{of}\u2069",
  "pages.spending.fileChosen":
    "\u2068{name}\u2069: {pages, number} من {of, plural, zero {# صفحة} one {صفحة واحدة} two {صفحتين} few {# صفحات} many {# صفحة} other {# صفحة}}",
};
