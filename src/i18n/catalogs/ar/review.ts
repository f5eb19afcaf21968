import type { review as english } from "../en/review";
import type { Translation } from "../../translation";

export const review: Translation<typeof english> = {
  "review.toolbar.label": "مراجعة",
  "review.toolbar.toCheck":
    "{count, plural, zero {لا توجد خلايا للتحقق منها} one {خلية واحدة للتحقق منها} two {خليتان للتحقق منهما} few {# خلايا للتحقق منها} many {# خلية للتحقق منها} other {# خلية للتحقق منها}}",
  "review.toolbar.checking": "جارٍ البحث عن القيم المقروءة خطأً…",
  "review.toolbar.nothingToCheck": "لا يبدو أن شيئًا قُرئ خطأً.",
  "review.toolbar.next": "الخلية التالية للتحقق منها",
  "review.toolbar.undo": "تراجع",
  "review.toolbar.discard": "تجاهل التغييرات",
  "review.toolbar.larger": "فتح في نافذة أكبر",
  "review.table.choose": "إدراج \u2068{caption}\u2069",
  "review.table.joinedCaption": "الجدول {index} (الصفحات من {first} إلى {last})",
  "review.table.looksContinued": "يبدو أن هذا الجدول تكملة للجدول \u2068{previous}\u2069: الأعمدة نفسها، في الصفحة التالية.",
  "review.table.join": "ضمّ إلى الجدول \u2068{previous}\u2069",
  "review.table.joined": "الجدول \u2068{index}\u2069 (الصفحة \u2068{page}\u2069) مضموم إلى هذا الجدول.",
  "review.table.split": "فصل الجدول \u2068{index}\u2069",
  "review.table.headerRow": "الصف الأول هو صف العناوين",
  "review.table.deleteRow": "حذف الصف \u2068{row}\u2069",
  "review.table.restoreRow": "استعادة الصف \u2068{row}\u2069",
  "review.table.deleteColumn": 'حذف العمود "\u2068{column}\u2069"',
  "review.table.restoreColumn": 'استعادة العمود "\u2068{column}\u2069"',
  "review.grid.editLabel": "تحرير \u2068{column}\u2069، الصف \u2068{row}\u2069",
  "review.grid.toCheck": "للتحقق: \u2068{reason}\u2069",
  "review.grid.leftOut": "مستبعد",
  "review.pairs.choose": 'إدراج "\u2068{key}\u2069"',
  "review.pairs.chooseAll": "إدراج أزواج المفتاح/القيمة",
  "review.pairs.leaveOut": 'استبعاد "\u2068{key}\u2069"',
  "review.pairs.keep": 'إبقاء "\u2068{key}\u2069"',
  "review.pairs.key": "المفتاح",
  "review.pairs.value": 'قيمة "\u2068{key}\u2069"',
  "review.records.skip": "تخطي هذا السجل",
  "review.pages.choose": "إدراج الصفحة \u2068{page}\u2069",
  "review.pages.text": "نص الصفحة \u2068{page}\u2069",
  "review.flag.notNumber": "ليس رقمًا، في عمود من الأرقام.",
  "review.flag.total": "مجموع الصفوف \u2068{sum}\u2069، والإجمالي المكتوب \u2068{total}\u2069.",
  "review.flag.totalFixed":
    "{others, plural, =0 {مجموع الصفوف \u2068{sum}\u2069 عند قراءة \u2068{text}\u2069 على أنه \u2068{value}\u2069، والإجمالي المكتوب \u2068{total}\u2069.} zero {مجموع الصفوف \u2068{sum}\u2069 عند قراءة \u2068{text}\u2069 على أنه \u2068{value}\u2069، والإجمالي المكتوب \u2068{total}\u2069.} one {مجموع الصفوف \u2068{sum}\u2069 عند قراءة \u2068{text}\u2069 على أنه \u2068{value}\u2069 مع تصحيح مقترح آخر، والإجمالي المكتوب \u2068{total}\u2069.} two {مجموع الصفوف \u2068{sum}\u2069 عند قراءة \u2068{text}\u2069 على أنه \u2068{value}\u2069 مع تصحيحين مقترحين آخرين، والإجمالي المكتوب \u2068{total}\u2069.} few {مجموع الصفوف \u2068{sum}\u2069 عند قراءة \u2068{text}\u2069 على أنه \u2068{value}\u2069 مع # تصحيحات مقترحة أخرى، والإجمالي المكتوب \u2068{total}\u2069.} many {مجموع الصفوف \u2068{sum}\u2069 عند قراءة \u2068{text}\u2069 على أنه \u2068{value}\u2069 مع # تصحيحًا مقترحًا آخر، والإجمالي المكتوب \u2068{total}\u2069.} other {مجموع الصفوف \u2068{sum}\u2069 عند قراءة \u2068{text}\u2069 على أنه \u2068{value}\u2069 مع # تصحيح مقترح آخر، والإجمالي المكتوب \u2068{total}\u2069.}}",
  "review.flag.totalUnchecked":
    "{reason, select, continued {قد يكون هذا الجدول تكملة للجدول الذي قبله: اضمّهما للتحقق من إجماليه.} other {تحتوي الصفوف أعلاه على \u2068{text}\u2069، ولا يُقرأ رقمًا: لا يمكن التحقق من الإجمالي.}}",
  "review.flag.date": "ليس تاريخًا صحيحًا.",
  "review.flag.dateAmongNumbers": "تاريخ بين أرقام: يبقى نصًا.",
  "review.flag.numberAmongDates": "رقم بين تواريخ: يبقى نصًا.",
  "review.flag.decimalMark": 'مكتوب بـ "\u2068{mark}\u2069" فاصلةً عشرية، بخلاف بقية عموده.',
  "review.flag.fieldType":
    "{type, select, date {لا يُقرأ تاريخًا.} number {لا يُقرأ رقمًا.} currency {لا يُقرأ مبلغًا.} other {لا يُقرأ بنوع الحقل \u2068{type}\u2069.}}",
  "review.flag.targetType":
    "{expected, select, date {لا يُقرأ تاريخًا، وهو ما يحتويه العمود \u2068{column}\u2069 في جدولك.} other {لا يُقرأ رقمًا، وهو ما يحتويه العمود \u2068{column}\u2069 في جدولك.}}",
  "review.flag.ambiguous": "يقرأ هذا المصنف القيمة عددًا عشريًا؛ وقد تكون بالآلاف.",
  "review.flag.emptyField": "فارغ هنا، لكنه معبأ في السجلات الأخرى.",
  "review.flag.suggestion": "المقترح: \u2068{value}\u2069.",
  "review.flag.apply": "استخدام \u2068{value}\u2069",
  "review.flag.fixAll":
    "{count, plural, zero {تصحيح الكل بهذه الطريقة} one {تصحيح قيمة واحدة بهذه الطريقة} two {تصحيح القيمتين بهذه الطريقة} few {تصحيح # قيم كلها بهذه الطريقة} many {تصحيح # قيمة كلها بهذه الطريقة} other {تصحيح # قيمة كلها بهذه الطريقة}}",
  "review.flag.markChecked": "تعليم كمُتحقَّق منه",
  "review.likeFix.title":
    "{count, plural, zero {تغيير القيم بهذه الطريقة؟} one {تغيير قيمة واحدة بهذه الطريقة؟} two {تغيير هاتين القيمتين بهذه الطريقة؟} few {تغيير هذه القيم # بهذه الطريقة؟} many {تغيير هذه القيم # بهذه الطريقة؟} other {تغيير هذه القيم # بهذه الطريقة؟}}",
  "review.likeFix.message": "تأخذ كل قيمة القيمة المقترحة لها، في خطوة واحدة: يعيدها التراجع كلها دفعة واحدة.",
  "review.likeFix.seeOnPage": "اختر قيمة لترى خليتها وصفحتها.",
  "review.likeFix.cell": "\u2068{column}\u2069، الصف \u2068{row}\u2069: \u2068{from}\u2069 ← \u2068{to}\u2069",
  "review.likeFix.confirm":
    "{count, plural, zero {تغيير القيم} one {تغيير قيمة واحدة} two {تغيير قيمتين} few {تغيير # قيم} many {تغيير # قيمة} other {تغيير # قيمة}}",
  "review.likeFix.cancel": "إلغاء",
  "review.leave.title": "هل تريد تجاهل تصحيحاتك على \u2068{fileName}\u2069؟",
  "review.leave.message": "غيّرت هذه النتيجة لكنك لم تدرجها بعد. تُحفظ التصحيحات ما دامت النتيجة مفتوحة فقط.",
  "review.leave.discard": "تجاهل التصحيحات",
  "review.leave.keep": "متابعة المراجعة",
  "review.insert.corrected":
    "{count, plural, zero {لم تُصحَّح أي خلية في المراجعة.} one {صُحِّحت خلية واحدة في المراجعة.} two {صُحِّحت خليتان في المراجعة.} few {صُحِّحت # خلايا في المراجعة.} many {صُحِّحت # خلية في المراجعة.} other {صُحِّحت # خلية في المراجعة.}}",
  "review.insert.pagesEdited":
    "{count, plural, zero {لم تُحرَّر أي صفحة في المراجعة.} one {حُرِّرت صفحة واحدة في المراجعة.} two {حُرِّرت صفحتان في المراجعة.} few {حُرِّرت # صفحات في المراجعة.} many {حُرِّرت # صفحة في المراجعة.} other {حُرِّرت # صفحة في المراجعة.}}",
  "review.insert.serviceFileNotReviewed": "لا يحتوي ملف الخدمة نفسه على تصحيحاتك: تُدرج النتيجة المراجَعة بدلًا منه.",
  "review.window.title": "مراجعة",
  "review.window.loading": "جارٍ فتح المراجعة…",
  "review.window.done": "تم",
  "review.window.notFromPane": "تعرض هذه النافذة مراجعة فُتحت من جزء Transcribe Documents. أغلقها واختر فتح في نافذة أكبر من هناك.",
  "review.window.openElsewhere": "المراجعة مفتوحة في نافذة أكبر. تصل تغييراتك هناك إلى هنا فور إجرائها.",
  "review.window.bringBack": "إغلاق النافذة الأكبر",
  "review.window.alreadyOpen": "توجد نافذة أخرى لهذه الوظيفة الإضافية مفتوحة بالفعل. أغلقها ثم حاول مرة أخرى.",
  "review.window.blocked": "حُظرت النافذة الأكبر. راجع هنا في الجزء، أو اسمح بنوافذ الوظيفة الإضافية وحاول مرة أخرى.",
  "review.window.failed": "تعذّر فتح النافذة الأكبر (خطأ Office رقم \u2068{code}\u2069). راجع هنا في الجزء.",
  "review.gate.held":
    "{count, plural, zero {لا توجد نتائج فيها خلايا للتحقق منها.} one {نتيجة واحدة فيها خلايا للتحقق منها.} two {نتيجتان فيهما خلايا للتحقق منها.} few {# نتائج فيها خلايا للتحقق منها.} many {# نتيجة فيها خلايا للتحقق منها.} other {# نتيجة فيها خلايا للتحقق منها.}}",
  "review.gate.heldOne":
    "في \u2068{fileName}\u2069 {count, plural, zero {لا توجد خلايا} one {خلية واحدة} two {خليتان} few {# خلايا} many {# خلية} other {# خلية}} للتحقق منها.",
  "review.gate.review": "مراجعة",
  "review.gate.insertAnyway": "إدراج على أي حال",
  "review.gate.reviewRow": "مراجعة (\u2068{count}\u2069 للتحقق)",
  "review.gate.reviewFile":
    "مراجعة \u2068{name}\u2069: {count, plural, zero {لا توجد خلايا} one {خلية واحدة} two {خليتان} few {# خلايا} many {# خلية} other {# خلية}} للتحقق منها",
};
