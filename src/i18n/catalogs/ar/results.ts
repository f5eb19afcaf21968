import type { results as english } from "../en/results";
import type { Translation } from "../../translation";

export const results: Translation<typeof english> = {
  "results.area.opening": "جارٍ فتح \u2068{fileName}\u2069…",
  "results.area.preparing": "جارٍ تحضير المعاينة…",
  "results.section.close": "إغلاق",
  "results.section.closeLabel": "إغلاق نتيجة \u2068{fileName}\u2069",
  "results.section.noHost": "افتح هذه الوظيفة الإضافية في Word أو Excel لإدراج النتيجة.",

  "results.summary.transcript":
    "{pages, plural, zero {لم يُنسخ أي صفحة} one {نُسخت صفحة واحدة} two {نُسخت صفحتان} few {نُسخت # صفحات} many {نُسخت # صفحة} other {نُسخت # صفحة}}. راجع النص ثم أدرجه.",
  "results.summary.tables":
    "عُثر على {tables, plural, zero {لا جداول} one {جدول واحد} two {جدولين} few {# جداول} many {# جدولًا} other {# جدول}} و{pairs, plural, zero {لا أزواج مفتاح وقيمة} one {زوج مفتاح وقيمة واحد} two {زوجَي مفتاح وقيمة} few {# أزواج مفتاح وقيمة} many {# زوج مفتاح وقيمة} other {# زوج مفتاح وقيمة}}. راجعها ثم أدرجها.",
  "results.summary.records":
    "{records, plural, zero {لم يُستخرج أي سجل} one {استُخرج سجل واحد} two {استُخرج سجلان} few {استُخرجت # سجلات} many {استُخرج # سجلًا} other {استُخرج # سجل}}. راجع الحقول ثم أدرجها.",

  "results.preview.transcriptLabel": "معاينة النص المنسوخ",
  "results.preview.tablesLabel": "معاينة الجداول",
  "results.preview.recordsLabel": "معاينة الحقول المستخرجة",
  "results.preview.page": "الصفحة \u2068{page}\u2069",
  "results.preview.translation": "الترجمة (\u2068{language}\u2069)",
  "results.preview.noTables": "لم تعثر الخدمة على أي جداول أو أزواج مفتاح وقيمة.",
  "results.preview.noRecords": "لم يعثر المستخرج على شيء في هذا المستند.",

  "results.insertPanel.label": "خيارات الإدراج",
  "results.insertPanel.wordWhere": "الموضع في المستند",
  "results.insertPanel.atCursor": "عند المؤشر",
  "results.insertPanel.replaceSelection": "بدلًا من التحديد",
  "results.insertPanel.atEnd": "في نهاية المستند",
  "results.insertPanel.excelWhere": "الموضع في المصنف",
  "results.insertPanel.newSheet": "في ورقة جديدة",
  "results.insertPanel.newSheetEach": "كل جدول في ورقة جديدة",
  "results.insertPanel.fromSelection": "بدءًا من الخلية المحددة",
  "results.insertPanel.recordsNewSheet": "الإضافة إلى الجدول \u2068{table}\u2069، أو إنشاؤه في ورقة جديدة",
  "results.insertPanel.recordsFromSelection": "الإضافة إلى الجدول \u2068{table}\u2069، أو إنشاؤه بدءًا من الخلية المحددة",
  "results.insertPanel.whatToInsert": "ما يُدرج",
  "results.insertPanel.tablesAll": "الجداول وأزواج المفتاح والقيمة",
  "results.insertPanel.tablesOnly": "الجداول فقط",
  "results.insertPanel.keyValuesOnly": "أزواج المفتاح والقيمة فقط",
  "results.insertPanel.pageHeadings": "عنوان لكل صفحة",
  "results.insertPanel.pageRows": "صف برقم الصفحة قبل كل صفحة",
  "results.insertPanel.pageBreaks": "فاصل صفحات بين الصفحات",
  "results.insertPanel.translation": "الترجمة",
  "results.insertPanel.translationAfter": "بعد النص الأصلي",
  "results.insertPanel.translationInstead": "بدلًا من النص الأصلي",
  "results.insertPanel.translationNone": "استبعادها",
  "results.insertPanel.serviceDocx": "إدراج ملف ‎.docx‎ الخاص بالخدمة بدلًا من ذلك",
  "results.insertPanel.serviceXlsx": "إدراج ملف ‎.xlsx‎ الخاص بالخدمة كأوراق جديدة بدلًا من ذلك",
  "results.insertPanel.keepText": "إبقاء كل القيم نصًا (بلا أرقام أو تواريخ)",
  "results.insertPanel.readAs": "قراءة الأرقام بصيغة",
  "results.insertPanel.readAsFirst": "اختر أولًا فوق الجدول طريقة قراءة الأرقام.",
  "results.insertPanel.readAsHint":
    "{document, select, comma {يكتب المستند الأرقام بصيغة \u20661.234,56\u2069، ويقرؤها هذا المصنف بصيغة \u20661,234.56\u2069.} other {يكتب المستند الأرقام بصيغة \u20661,234.56\u2069، ويقرؤها هذا المصنف بصيغة \u20661.234,56\u2069.}}",
  "results.insertPanel.readAsAmbiguousHint":
    "{count, plural, zero {لا أرقام مثل \u2066\u2068{example}\u2069\u2069 تُقرأ بالآلاف أو أرقامًا عشرية.} one {رقم واحد، \u2066\u2068{example}\u2069\u2069، يمكن قراءته بالآلاف أو رقمًا عشريًا. يقرؤه هذا المصنف رقمًا عشريًا (\u2066\u2068{decimal}\u2069\u2069)، والفاصلة العشرية فيه {mark, select, comma {فاصلة} other {نقطة}}.} two {رقمان، مثل \u2066\u2068{example}\u2069\u2069، يمكن قراءتهما بالآلاف أو أرقامًا عشرية. يقرؤهما هذا المصنف أرقامًا عشرية (\u2066\u2068{decimal}\u2069\u2069)، والفاصلة العشرية فيه {mark, select, comma {فاصلة} other {نقطة}}.} few {# أرقام، مثل \u2066\u2068{example}\u2069\u2069، يمكن قراءتها بالآلاف أو أرقامًا عشرية. يقرؤها هذا المصنف أرقامًا عشرية (\u2066\u2068{decimal}\u2069\u2069)، والفاصلة العشرية فيه {mark, select, comma {فاصلة} other {نقطة}}.} many {# رقمًا، مثل \u2066\u2068{example}\u2069\u2069، يمكن قراءتها بالآلاف أو أرقامًا عشرية. يقرؤها هذا المصنف أرقامًا عشرية (\u2066\u2068{decimal}\u2069\u2069)، والفاصلة العشرية فيه {mark, select, comma {فاصلة} other {نقطة}}.} other {# رقم، مثل \u2066\u2068{example}\u2069\u2069، يمكن قراءتها بالآلاف أو أرقامًا عشرية. يقرؤها هذا المصنف أرقامًا عشرية (\u2066\u2068{decimal}\u2069\u2069)، والفاصلة العشرية فيه {mark, select, comma {فاصلة} other {نقطة}}.}}",
  "results.insertPanel.readAsPoint": "\u20661,234.56\u2069 (فاصلة عشرية نقطة)",
  "results.insertPanel.readAsComma": "\u20661.234,56\u2069 (فاصلة عشرية فاصلة)",
  "results.insertPanel.readAsText": "إبقاؤها نصًا",
  "results.insertPanel.insertWord": "إدراج في المستند",
  "results.insertPanel.insertExcel": "إدراج في المصنف",

  "results.insert.docxOriginalOnly":
    "يحتوي ملف ‎.docx‎ الخاص بالخدمة على النص الأصلي فقط، فالترجمة ليست فيه. لإدراج الاثنين، ألغِ تحديد «إدراج ملف ‎.docx‎ الخاص بالخدمة بدلًا من ذلك» ثم أدرج مرة أخرى.",
  "results.insert.docxUnavailable": "لا يمكن جلب ملف ‎.docx‎ الخاص بالخدمة هنا؛ تُدرج النتيجة من نصها.",
  "results.insert.xlsxUnavailable": "لا يمكن جلب ملف ‎.xlsx‎ الخاص بالخدمة هنا؛ تُكتب النتيجة خلية خلية.",
  "results.insert.wordDocx":
    "أُدرج ملف ‎.docx‎ الخاص بالخدمة {where, select, cursor {عند المؤشر} replace {بدلًا من التحديد} earlier {في مكان النسخة السابقة} afterInsertion {مباشرةً بعد الإدراج السابق} other {في نهاية المستند}}.",
  "results.insert.wordParagraphs":
    "{paragraphs, plural, zero {لم تُدرج أي فقرة} one {أُدرجت فقرة واحدة} two {أُدرجت فقرتان} few {أُدرجت # فقرات} many {أُدرجت # فقرة} other {أُدرجت # فقرة}} {where, select, cursor {عند المؤشر} replace {بدلًا من التحديد} earlier {في مكان النسخة السابقة} afterInsertion {مباشرةً بعد الإدراج السابق} other {في نهاية المستند}}.",
  "results.insert.wordTables":
    "{tables, plural, zero {لم يُدرج أي جدول} one {أُدرج جدول واحد} two {أُدرج جدولان} few {أُدرجت # جداول} many {أُدرج # جدولًا} other {أُدرج # جدول}} {where, select, cursor {عند المؤشر} replace {بدلًا من التحديد} earlier {في مكان النسخة السابقة} afterInsertion {مباشرةً بعد الإدراج السابق} other {في نهاية المستند}}.",
  "results.insert.wordBoth":
    "أُدرج {paragraphs, plural, zero {لا فقرات} one {فقرة واحدة} two {فقرتان} few {# فقرات} many {# فقرة} other {# فقرة}} و{tables, plural, zero {لا جداول} one {جدول واحد} two {جدولان} few {# جداول} many {# جدولًا} other {# جدول}} {where, select, cursor {عند المؤشر} replace {بدلًا من التحديد} earlier {في مكان النسخة السابقة} afterInsertion {مباشرةً بعد الإدراج السابق} other {في نهاية المستند}}.",
  "results.insert.wordNothing":
    "لم يُدرج شيء {where, select, cursor {عند المؤشر} replace {بدلًا من التحديد} earlier {في مكان النسخة السابقة} afterInsertion {مباشرةً بعد الإدراج السابق} other {في نهاية المستند}}.",
  "results.reinsert.title": "هذه النتيجة موجودة في المستند بالفعل",
  "results.reinsert.message":
    "{count, plural, zero {لا يحتوي هذا المستند على نتيجة «\u2068{fileName}\u2069».} one {يحتوي هذا المستند بالفعل على نتيجة «\u2068{fileName}\u2069». هل تريد استبدالها بالنتيجة الحالية أم إدراج نسخة أخرى؟} two {يحتوي هذا المستند بالفعل على نسختين من نتيجة «\u2068{fileName}\u2069». هل تريد استبدالهما بنسخة من النتيجة الحالية أم إدراج نسخة أخرى؟} few {يحتوي هذا المستند بالفعل على # نسخ من نتيجة «\u2068{fileName}\u2069». هل تريد استبدالها بنسخة من النتيجة الحالية أم إدراج نسخة أخرى؟} many {يحتوي هذا المستند بالفعل على # نسخة من نتيجة «\u2068{fileName}\u2069». هل تريد استبدالها بنسخة من النتيجة الحالية أم إدراج نسخة أخرى؟} other {يحتوي هذا المستند بالفعل على # نسخة من نتيجة «\u2068{fileName}\u2069». هل تريد استبدالها بنسخة من النتيجة الحالية أم إدراج نسخة أخرى؟}}",
  "results.reinsert.replace": "استبدال",
  "results.reinsert.another": "إدراج نسخة أخرى",
  "results.reinsert.cancel": "إلغاء",
  "results.insert.sheetName": "«\u2068{name}\u2069»",
  "results.insert.excelTablesNew":
    "{tables, plural, zero {لم يُكتب أي جدول} one {كُتب جدول واحد} two {كُتب جدولان} few {كُتبت # جداول} many {كُتب # جدولًا} other {كُتب # جدول}} {sheetCount, plural, zero {في الأوراق الجديدة \u2068{names}\u2069} one {في الورقة الجديدة \u2068{names}\u2069} two {في الورقتين الجديدتين \u2068{names}\u2069} few {في الأوراق الجديدة \u2068{names}\u2069} many {في الأوراق الجديدة \u2068{names}\u2069} other {في الأوراق الجديدة \u2068{names}\u2069}}.",
  "results.insert.excelTablesSelection":
    "{tables, plural, zero {لم يُكتب أي جدول} one {كُتب جدول واحد} two {كُتب جدولان} few {كُتبت # جداول} many {كُتب # جدولًا} other {كُتب # جدول}} بدءًا من الخلية المحددة في «\u2068{sheet}\u2069».",
  "results.insert.excelLinesNew":
    "{lines, plural, zero {لم يُكتب أي سطر} one {كُتب سطر واحد} two {كُتب سطران} few {كُتبت # أسطر} many {كُتب # سطرًا} other {كُتب # سطر}} {sheetCount, plural, zero {في الأوراق الجديدة \u2068{names}\u2069} one {في الورقة الجديدة \u2068{names}\u2069} two {في الورقتين الجديدتين \u2068{names}\u2069} few {في الأوراق الجديدة \u2068{names}\u2069} many {في الأوراق الجديدة \u2068{names}\u2069} other {في الأوراق الجديدة \u2068{names}\u2069}}، سطر في كل صف.",
  "results.insert.excelLinesSelection":
    "{lines, plural, zero {لم يُكتب أي سطر} one {كُتب سطر واحد} two {كُتب سطران} few {كُتبت # أسطر} many {كُتب # سطرًا} other {كُتب # سطر}} بدءًا من الخلية المحددة في «\u2068{sheet}\u2069»، سطر في كل صف.",
  "results.insert.appended":
    "{rows, plural, zero {لم يُضف أي صف} one {أُضيف صف واحد} two {أُضيف صفان} few {أُضيفت # صفوف} many {أُضيف # صفًا} other {أُضيف # صف}} إلى الجدول \u2068{table}\u2069 في الورقة «\u2068{sheet}\u2069».",
  "results.insert.newColumns":
    "{count, plural, zero {أعمدة جديدة: \u2068{names}\u2069.} one {عمود جديد: \u2068{names}\u2069.} two {عمودان جديدان: \u2068{names}\u2069.} few {أعمدة جديدة: \u2068{names}\u2069.} many {أعمدة جديدة: \u2068{names}\u2069.} other {أعمدة جديدة: \u2068{names}\u2069.}}",
  "results.insert.misfits":
    "{count, plural, zero {لم تُدرج أي قيمة نصًا.} one {قيمة واحدة لم تناسب عمودها فأُدرجت نصًا.} two {قيمتان لم تناسبا عموديهما فأُدرجتا نصًا.} few {# قيم لم تناسب أعمدتها فأُدرجت نصًا.} many {# قيمة لم تناسب أعمدتها فأُدرجت نصًا.} other {# قيمة لم تناسب أعمدتها فأُدرجت نصًا.}}",
  "results.insert.keptAsAnswered":
    "{count, plural, zero {لم تُدرج أي قيمة نصًا.} one {أُدرجت قيمة واحدة نصًا، كما أُجيب عند المراجعة، في عمود أرقام أو تواريخ (\u2068{names}\u2069): لا يحسبها Excel في المجاميع ويرتبها نصًا.} two {أُدرجت قيمتان نصًا، كما أُجيب عند المراجعة، في أعمدة أرقام أو تواريخ (\u2068{names}\u2069): لا يحسبهما Excel في المجاميع ويرتبهما نصًا.} few {أُدرجت # قيم نصًا، كما أُجيب عند المراجعة، في أعمدة أرقام أو تواريخ (\u2068{names}\u2069): لا يحسبها Excel في المجاميع ويرتبها نصًا.} many {أُدرجت # قيمة نصًا، كما أُجيب عند المراجعة، في أعمدة أرقام أو تواريخ (\u2068{names}\u2069): لا يحسبها Excel في المجاميع ويرتبها نصًا.} other {أُدرجت # قيمة نصًا، كما أُجيب عند المراجعة، في أعمدة أرقام أو تواريخ (\u2068{names}\u2069): لا يحسبها Excel في المجاميع ويرتبها نصًا.}}",
  "results.insert.keptBySetting":
    "{by, select, policy {{count, plural, zero {لم تُدرج أي قيمة نصًا.} one {أُدرجت قيمة واحدة نصًا في عمود أرقام أو تواريخ (\u2068{names}\u2069)، لأن مؤسستك تُبقي كل القيم نصًا: لا يحسبها Excel في المجاميع ويرتبها نصًا.} two {أُدرجت قيمتان نصًا في أعمدة أرقام أو تواريخ (\u2068{names}\u2069)، لأن مؤسستك تُبقي كل القيم نصًا: لا يحسبهما Excel في المجاميع ويرتبهما نصًا.} few {أُدرجت # قيم نصًا في أعمدة أرقام أو تواريخ (\u2068{names}\u2069)، لأن مؤسستك تُبقي كل القيم نصًا: لا يحسبها Excel في المجاميع ويرتبها نصًا.} many {أُدرجت # قيمة نصًا في أعمدة أرقام أو تواريخ (\u2068{names}\u2069)، لأن مؤسستك تُبقي كل القيم نصًا: لا يحسبها Excel في المجاميع ويرتبها نصًا.} other {أُدرجت # قيمة نصًا في أعمدة أرقام أو تواريخ (\u2068{names}\u2069)، لأن مؤسستك تُبقي كل القيم نصًا: لا يحسبها Excel في المجاميع ويرتبها نصًا.}}} other {{count, plural, zero {لم تُدرج أي قيمة نصًا.} one {أُدرجت قيمة واحدة نصًا في عمود أرقام أو تواريخ (\u2068{names}\u2069)، لأن «إبقاء كل القيم نصًا» مفعّل: لا يحسبها Excel في المجاميع ويرتبها نصًا.} two {أُدرجت قيمتان نصًا في أعمدة أرقام أو تواريخ (\u2068{names}\u2069)، لأن «إبقاء كل القيم نصًا» مفعّل: لا يحسبهما Excel في المجاميع ويرتبهما نصًا.} few {أُدرجت # قيم نصًا في أعمدة أرقام أو تواريخ (\u2068{names}\u2069)، لأن «إبقاء كل القيم نصًا» مفعّل: لا يحسبها Excel في المجاميع ويرتبها نصًا.} many {أُدرجت # قيمة نصًا في أعمدة أرقام أو تواريخ (\u2068{names}\u2069)، لأن «إبقاء كل القيم نصًا» مفعّل: لا يحسبها Excel في المجاميع ويرتبها نصًا.} other {أُدرجت # قيمة نصًا في أعمدة أرقام أو تواريخ (\u2068{names}\u2069)، لأن «إبقاء كل القيم نصًا» مفعّل: لا يحسبها Excel في المجاميع ويرتبها نصًا.}}}}",
  "results.tableAppend.choice": "إلحاق بجدول في هذا المصنف",
  "results.tableAppend.table": "الجدول",
  "results.tableAppend.tableOption": "\u2068{table}\u2069 (الورقة \u2068{sheet}\u2069)",
  "results.tableAppend.noTables": "لا يحتوي هذا المصنف على جداول بعد. أنشئ جدولًا (إدراج > جدول)، أو اختر مكانًا آخر.",
  "results.tableAppend.noSource": "لا يحتوي هذا الناتج على جدول بعناوين لإلحاقه. اختر مكانًا آخر.",
  "results.tableAppend.loading": "جارٍ قراءة الجدول…",
  "results.tableAppend.columns": "أعمدة \u2068{table}\u2069",
  "results.tableAppend.sourceFor": "مصدر العمود \u2068{column}\u2069",
  "results.tableAppend.textFor": "نص العمود \u2068{column}\u2069",
  "results.tableAppend.empty": "اتركه فارغًا",
  "results.tableAppend.fileName": "اسم الملف",
  "results.tableAppend.page": "الصفحة",
  "results.tableAppend.dateInserted": "تاريخ الإدراج",
  "results.tableAppend.text": "نص أكتبه",
  "results.tableAppend.saved": "المطابقة كما حُفظت في هذا المصنف لهذا الجدول.",
  "results.tableAppend.unmatched":
    "{count, plural, one {لا شيء يطابق العمود \u2068{names}\u2069: سيبقى فارغًا ما لم تختر مصدرًا.} other {لا شيء يطابق الأعمدة \u2068{names}\u2069: ستبقى فارغة ما لم تختر مصدرًا.}}",
  "results.tableAppend.extra": "أعمدة ليس لها مكان في الجدول",
  "results.tableAppend.addColumn": "إضافة \u2068{name}\u2069 عمودًا جديدًا",
  "results.tableAppend.misfits":
    "{count, plural, one {قيمة واحدة لا تناسب عمودها: راجعها، وإلا فستُدرج نصًا.} two {قيمتان لا تناسبان عموديهما: راجعهما، وإلا فستُدرجان نصًا.} other {# قيم لا تناسب أعمدتها: راجعها، وإلا فستُدرج نصًا.}}",
  "results.tableAppend.append": "إلحاق بالجدول",
  "results.tableAppend.againTitle": "موجود في هذا الجدول",
  "results.tableAppend.again": "سبق إلحاق \u2068{fileName}\u2069 بالجدول \u2068{table}\u2069. أتريد إلحاقه مرة أخرى؟",
  "results.tableAppend.againMany":
    "{count, plural, one {سبق إلحاق مستند واحد من هذه الدفعة بالجدول \u2068{table}\u2069: \u2068{names}\u2069. أتريد إلحاقه مرة أخرى؟} two {سبق إلحاق مستندين من هذه الدفعة بالجدول \u2068{table}\u2069: \u2068{names}\u2069. أتريد إلحاقهما مرة أخرى؟} other {سبق إلحاق # مستندات من هذه الدفعة بالجدول \u2068{table}\u2069: \u2068{names}\u2069. أتريد إلحاقها مرة أخرى؟}}",
  "results.tableAppend.againConfirm": "إلحاق مرة أخرى",
  "results.tableAppend.skip": "تخطٍّ",
  "results.tableAppend.needMatching":
    "{count, plural, one {ناتج واحد يحتاج إلى مطابقة أعمدته: افتحه وألحقه مرة واحدة، وستتبعه النواتج الأخرى من نوعه.} two {ناتجان يحتاجان إلى مطابقة أعمدتهما: افتح واحدًا من كل نوع وألحقه مرة واحدة.} other {# نواتج تحتاج إلى مطابقة أعمدتها: افتح واحدًا من كل نوع وألحقه مرة واحدة.}}",
  "results.tableAppend.skippedAgain":
    "{count, plural, one {مستند واحد كان في الجدول فتُخطي.} two {مستندان كانا في الجدول فتُخطيا.} other {# مستندات كانت في الجدول فتُخطيت.}}",
  "results.insert.xlsx":
    "أُدرج ملف ‎.xlsx‎ الخاص بالخدمة في {count, plural, zero {لا أوراق جديدة} one {ورقة جديدة واحدة} two {ورقتين جديدتين} few {# أوراق جديدة} many {# ورقة جديدة} other {# ورقة جديدة}}: \u2068{names}\u2069.",
  "results.insert.doubtNote": "للتحقق: \u2068{reason}\u2069",
  "results.insert.doubtsMarked":
    "{mark, select, note {{count, plural, zero {لا توجد خلايا للتحقق.} one {خلية واحدة للتحقق معلَّمة بملاحظة.} two {خليتان للتحقق معلَّمتان بملاحظتين.} few {# خلايا للتحقق معلَّمة بملاحظات.} many {# خلية للتحقق معلَّمة بملاحظات.} other {# خلية للتحقق معلَّمة بملاحظات.}}} comment {{count, plural, zero {لا توجد خلايا للتحقق.} one {خلية واحدة للتحقق معلَّمة بتعليق.} two {خليتان للتحقق معلَّمتان بتعليقين.} few {# خلايا للتحقق معلَّمة بتعليقات.} many {# خلية للتحقق معلَّمة بتعليقات.} other {# خلية للتحقق معلَّمة بتعليقات.}}} other {{count, plural, zero {لا توجد خلايا للتحقق.} one {خلية واحدة للتحقق مظلَّلة (لا يستطيع إصدار Excel هذا إضافة ملاحظات).} two {خليتان للتحقق مظلَّلتان (لا يستطيع إصدار Excel هذا إضافة ملاحظات).} few {# خلايا للتحقق مظلَّلة (لا يستطيع إصدار Excel هذا إضافة ملاحظات).} many {# خلية للتحقق مظلَّلة (لا يستطيع إصدار Excel هذا إضافة ملاحظات).} other {# خلية للتحقق مظلَّلة (لا يستطيع إصدار Excel هذا إضافة ملاحظات).}}}}",
  "results.insert.wordDoubts":
    "{mark, select, comment {{count, plural, zero {لا توجد قيم للتحقق.} one {قيمة واحدة للتحقق مذكورة في تعليق على المحتوى المُدرج.} two {قيمتان للتحقق مذكورتان في تعليق على المحتوى المُدرج.} few {# قيم للتحقق مذكورة في تعليق على المحتوى المُدرج.} many {# قيمة للتحقق مذكورة في تعليق على المحتوى المُدرج.} other {# قيمة للتحقق مذكورة في تعليق على المحتوى المُدرج.}}} other {{count, plural, zero {لا توجد قيم للتحقق.} one {بقيت قيمة واحدة للتحقق؛ لا يستطيع إصدار Word هذا إضافة تعليقات، لذا لا يعلّمها المستند.} two {بقيت قيمتان للتحقق؛ لا يستطيع إصدار Word هذا إضافة تعليقات، لذا لا يعلّمهما المستند.} few {بقيت # قيم للتحقق؛ لا يستطيع إصدار Word هذا إضافة تعليقات، لذا لا يعلّمها المستند.} many {بقيت # قيمة للتحقق؛ لا يستطيع إصدار Word هذا إضافة تعليقات، لذا لا يعلّمها المستند.} other {بقيت # قيمة للتحقق؛ لا يستطيع إصدار Word هذا إضافة تعليقات، لذا لا يعلّمها المستند.}}}}",
  "results.source.heading": "مصدر هذا المحتوى",
  "results.source.from": "من \u2068{fileName}\u2069، الصفحة \u2068{page}\u2069، أُدرج في {date, date, medium}.",
  "results.source.fromTable":
    "من \u2068{fileName}\u2069، الصفحة \u2068{page}\u2069 (الجدول \u2068{table}\u2069)، أُدرج في {date, date, medium}.",
  "results.source.fromPages": "من \u2068{fileName}\u2069، الصفحات \u2068{first}\u2069–\u2068{last}\u2069، أُدرج في {date, date, medium}.",
  "results.source.deleted": "حُذف المصدر في {date, date, medium}؛ نصه هو ما أُدرج.",
  "results.source.deletedUndated": "حُذف المصدر؛ نصه هو ما أُدرج.",
  "results.source.elsewhere": "المصدر في حساب من أدرجه: يمكنه فتحه في سجله.",
  "results.source.openHistory": "فتح في السجل",
  "results.source.toCheck": "أُدرجت هذه الخلية مع تنبيه لم يُحسم: تقول ملاحظتها ما يجب التحقق منه.",
  "results.source.markChecked": "وضع علامة «تم التحقق»",
  "results.source.cellsToCheck":
    "{count, plural, zero {في هذا المصنف: لا خلايا للتحقق} one {في هذا المصنف: خلية واحدة للتحقق} two {في هذا المصنف: خليتان للتحقق} few {في هذا المصنف: # خلايا للتحقق} many {في هذا المصنف: # خلية للتحقق} other {في هذا المصنف: # خلية للتحقق}}",
  "results.source.nextToCheck": "الخلية التالية للتحقق",
  "results.source.pagePicture": "الصفحة \u2068{page}\u2069 من \u2068{fileName}\u2069",
  "results.insert.cutCells":
    "{count, plural, zero {لم تُقتطع أي خلية.} one {تجاوزت خلية واحدة الحد الذي يسمح به Excel وهو {limit, number} حرفًا فاقتُطعت؛ وتذكر الخلية مقدار الناقص. النص الكامل في المعاينة وفي ملف الخدمة.} two {تجاوزت خليتان الحد الذي يسمح به Excel وهو {limit, number} حرفًا فاقتُطعتا؛ وتذكر كل منهما مقدار الناقص. النص الكامل في المعاينة وفي ملف الخدمة.} few {تجاوزت # خلايا الحد الذي يسمح به Excel وهو {limit, number} حرفًا فاقتُطعت؛ وتذكر كل منها مقدار الناقص. النص الكامل في المعاينة وفي ملف الخدمة.} many {تجاوزت # خلية الحد الذي يسمح به Excel وهو {limit, number} حرفًا فاقتُطعت؛ وتذكر كل منها مقدار الناقص. النص الكامل في المعاينة وفي ملف الخدمة.} other {تجاوزت # خلية الحد الذي يسمح به Excel وهو {limit, number} حرفًا فاقتُطعت؛ وتذكر كل منها مقدار الناقص. النص الكامل في المعاينة وفي ملف الخدمة.}}",
  "results.insert.keptText":
    "{count, plural, zero {لم تبقَ أي خلية نصًا في «\u2068{column}\u2069» على «\u2068{sheet}\u2069».} one {بقيت خلية واحدة نصًا في «\u2068{column}\u2069» على «\u2068{sheet}\u2069»: \u2068{cells}\u2069 لا تُقرأ {kind, select, date {تاريخًا} other {رقمًا}}.} two {بقيت خليتان نصًا في «\u2068{column}\u2069» على «\u2068{sheet}\u2069»: \u2068{cells}\u2069 لا تُقرآن {kind, select, date {تاريخين} other {رقمين}}.} few {بقيت # خلايا نصًا في «\u2068{column}\u2069» على «\u2068{sheet}\u2069»: \u2068{cells}\u2069 لا تُقرأ {kind, select, date {تواريخ} other {أرقامًا}}.} many {بقيت # خلية نصًا في «\u2068{column}\u2069» على «\u2068{sheet}\u2069»: \u2068{cells}\u2069 لا تُقرأ {kind, select, date {تواريخ} other {أرقامًا}}.} other {بقيت # خلية نصًا في «\u2068{column}\u2069» على «\u2068{sheet}\u2069»: \u2068{cells}\u2069 لا تُقرأ {kind, select, date {تواريخ} other {أرقامًا}}.}}",
  "results.insert.keptCell": "\u2066\u2068{address}\u2069\u2069 («\u2068{text}\u2069»)",
  "results.insert.keptMore":
    "{count, plural, zero {لا غيرها} one {وخلية أخرى} two {وخليتان أخريان} few {و# خلايا أخرى} many {و# خلية أخرى} other {و# خلية أخرى}}",
  "results.insert.totalsRow":
    "{count, plural, zero {الصفوف الأخيرة من الجداول \u2068{names}\u2069 تجمع الصفوف التي فوقها: كل منها صف الإجماليات في جدوله، بأرقام المستند، وليس صف بيانات.} one {الصف الأخير من الجدول \u2068{names}\u2069 يجمع الصفوف التي فوقه: إنه صف الإجماليات في الجدول، بأرقام المستند، وليس صف بيانات.} two {الصفان الأخيران من الجدولين \u2068{names}\u2069 يجمعان الصفوف التي فوقهما: كل منهما صف الإجماليات في جدوله، بأرقام المستند، وليس صف بيانات.} few {الصفوف الأخيرة من الجداول \u2068{names}\u2069 تجمع الصفوف التي فوقها: كل منها صف الإجماليات في جدوله، بأرقام المستند، وليس صف بيانات.} many {الصفوف الأخيرة من الجداول \u2068{names}\u2069 تجمع الصفوف التي فوقها: كل منها صف الإجماليات في جدوله، بأرقام المستند، وليس صف بيانات.} other {الصفوف الأخيرة من الجداول \u2068{names}\u2069 تجمع الصفوف التي فوقها: كل منها صف الإجماليات في جدوله، بأرقام المستند، وليس صف بيانات.}}",
  "results.insert.totalsBelow":
    "{count, plural, zero {الصفوف الأخيرة من الجداول \u2068{names}\u2069 تجمع الصفوف التي فوقها: كُتب كل منها مباشرة أسفل جدوله، بأرقام المستند، وليس صف بيانات.} one {الصف الأخير من الجدول \u2068{names}\u2069 يجمع الصفوف التي فوقه: كُتب مباشرة أسفل الجدول، بأرقام المستند، وليس صف بيانات.} two {الصفان الأخيران من الجدولين \u2068{names}\u2069 يجمعان الصفوف التي فوقهما: كُتب كل منهما مباشرة أسفل جدوله، بأرقام المستند، وليس صف بيانات.} few {الصفوف الأخيرة من الجداول \u2068{names}\u2069 تجمع الصفوف التي فوقها: كُتب كل منها مباشرة أسفل جدوله، بأرقام المستند، وليس صف بيانات.} many {الصفوف الأخيرة من الجداول \u2068{names}\u2069 تجمع الصفوف التي فوقها: كُتب كل منها مباشرة أسفل جدوله، بأرقام المستند، وليس صف بيانات.} other {الصفوف الأخيرة من الجداول \u2068{names}\u2069 تجمع الصفوف التي فوقها: كُتب كل منها مباشرة أسفل جدوله، بأرقام المستند، وليس صف بيانات.}}",
  // Columns read otherwise than the workbook reads numbers, and the values that decided it (review and outcome)
  "results.numbers.columnName": "«\u2068{name}\u2069»",
  "results.numbers.evidence":
    "في \u2068{columns}\u2069، تُقرأ \u2068{sep}\u2069 فاصلًا للآلاف: {from, select, column {{beside, select, none {فالعمود يكتب \u2068{example}\u2069.} other {فالعمود يكتب \u2068{beside}\u2069 دون فاصل بجانب \u2068{example}\u2069.}}} other {{beside, select, none {فالمستند يكتب \u2068{example}\u2069.} other {فالمستند يكتب \u2068{beside}\u2069 دون فاصل بجانب \u2068{example}\u2069 في عمود واحد.}}}}",
  "results.insert.readAsDecimals":
    "{count, plural, zero {لم يُقرأ أي رقم مثل \u2066\u2068{example}\u2069\u2069 رقمًا عشريًا (\u2066\u2068{decimal}\u2069\u2069).} one {قُرئ رقم واحد، \u2066\u2068{example}\u2069\u2069، رقمًا عشريًا (\u2066\u2068{decimal}\u2069\u2069)، كما يقرؤه هذا المصنف. لقراءته بالآلاف، اختر «\u2068{choice}\u2069» تحت «\u2068{field}\u2069» ثم أدرج مرة أخرى.} two {قُرئ رقمان مثل \u2066\u2068{example}\u2069\u2069 رقمين عشريين (\u2066\u2068{decimal}\u2069\u2069)، كما يقرؤهما هذا المصنف. لقراءتهما بالآلاف، اختر «\u2068{choice}\u2069» تحت «\u2068{field}\u2069» ثم أدرج مرة أخرى.} few {قُرئت # أرقام مثل \u2066\u2068{example}\u2069\u2069 أرقامًا عشرية (\u2066\u2068{decimal}\u2069\u2069)، كما يقرؤها هذا المصنف. لقراءتها بالآلاف، اختر «\u2068{choice}\u2069» تحت «\u2068{field}\u2069» ثم أدرج مرة أخرى.} many {قُرئ # رقمًا مثل \u2066\u2068{example}\u2069\u2069 أرقامًا عشرية (\u2066\u2068{decimal}\u2069\u2069)، كما يقرؤها هذا المصنف. لقراءتها بالآلاف، اختر «\u2068{choice}\u2069» تحت «\u2068{field}\u2069» ثم أدرج مرة أخرى.} other {قُرئ # رقم مثل \u2066\u2068{example}\u2069\u2069 أرقامًا عشرية (\u2066\u2068{decimal}\u2069\u2069)، كما يقرؤها هذا المصنف. لقراءتها بالآلاف، اختر «\u2068{choice}\u2069» تحت «\u2068{field}\u2069» ثم أدرج مرة أخرى.}}",

  "results.insertAll.label": "إدراج الدفعة",
  "results.insertAll.button":
    "{count, plural, =0 {إدراج الكل} zero {إدراج الكل} one {إدراج الكل (نتيجة واحدة)} two {إدراج الكل (نتيجتان)} few {إدراج الكل (# نتائج)} many {إدراج الكل (# نتيجة)} other {إدراج الكل (# نتيجة)}}",
  "results.insertAll.asTheyFinish": "الإدراج فور الانتهاء",
  "results.insertAll.atSelection": "البدء من الخلية المحددة، واحدًا تحت الآخر (لا في أوراق جديدة)",
  "results.insertAll.keepText": "إبقاء كل القيم نصًا",
  "results.insertAll.fileHeadings": "عنوان باسم كل ملف",
  "results.insertAll.inserted":
    "{count, plural, zero {لم تُدرج أي نتيجة.} one {أُدرجت نتيجة واحدة.} two {أُدرجت نتيجتان.} few {أُدرجت # نتائج.} many {أُدرجت # نتيجة.} other {أُدرجت # نتيجة.}}",
  "results.insertAll.nothingNew": "لم يكن هناك جديد لإدراجه.",
  "results.insertAll.notInserted": "لم يُدرج «\u2068{fileName}\u2069». \u2068{reason}\u2069",
  "results.insertAll.failed": "حدث خطأ ما؛ حاول إدراجه مرة أخرى.",
  "results.insertAll.nothingToInsert": "لم تعثر الخدمة على شيء لإدراجه في هذا المستند.",
  "results.insertAll.readAsAnswered":
    "{reading, select, text {أُبقيت أرقام «\u2068{fileName}\u2069» نصًا، كما أُجيب عند مراجعته.} other {قُرئت أرقام «\u2068{fileName}\u2069» بصيغة \u2068{choice}\u2069، كما أُجيب عند مراجعته.}}",
  "results.insertAll.cutCells":
    "{count, plural, zero {لم تُقتطع أي خلية من «\u2068{fileName}\u2069».} one {تجاوزت خلية واحدة من «\u2068{fileName}\u2069» الحد الذي يسمح به Excel وهو {limit, number} حرفًا فاقتُطعت؛ وتذكر الخلية مقدار الناقص.} two {تجاوزت خليتان من «\u2068{fileName}\u2069» الحد الذي يسمح به Excel وهو {limit, number} حرفًا فاقتُطعتا؛ وتذكر كل منهما مقدار الناقص.} few {تجاوزت # خلايا من «\u2068{fileName}\u2069» الحد الذي يسمح به Excel وهو {limit, number} حرفًا فاقتُطعت؛ وتذكر كل منها مقدار الناقص.} many {تجاوزت # خلية من «\u2068{fileName}\u2069» الحد الذي يسمح به Excel وهو {limit, number} حرفًا فاقتُطعت؛ وتذكر كل منها مقدار الناقص.} other {تجاوزت # خلية من «\u2068{fileName}\u2069» الحد الذي يسمح به Excel وهو {limit, number} حرفًا فاقتُطعت؛ وتذكر كل منها مقدار الناقص.}}",

  "results.open.translationFailed": "النص المنسوخ جاهز، لكن تعذّر جلب ترجمته (\u2068{reason}\u2069).",
  "results.open.translationFailedPlain": "النص المنسوخ جاهز، لكن تعذّر جلب ترجمته.",
  "results.open.notProcessed": "لم تتم معالجة «\u2068{fileName}\u2069» بعد.",
  "results.open.notLoaded": "تعذّر تحميل نتيجة «\u2068{fileName}\u2069». حاول فتحها مرة أخرى.",

  "results.document.page": "الصفحة {page}",
  "results.document.translation": "الترجمة",
  "results.document.translationIn": "الترجمة ({language})",
  "results.document.translationPage": "الترجمة، الصفحة {page}",
  "results.document.translationInPage": "الترجمة ({language})، الصفحة {page}",
  "results.document.tableCaption": "الجدول {index} (الصفحة {page})",
  "results.document.keyValuePairs": "أزواج المفتاح والقيمة",
  "results.document.recordCaption": "السجل {number} (الصفحة {page})",
  "results.document.extractedFieldsCaption": "الحقول المستخرجة (الصفحة {page})",
  "results.document.extractedFields": "الحقول المستخرجة",
  "results.document.key": "المفتاح",
  "results.document.value": "القيمة",
  "results.document.field": "الحقل",
  "results.document.file": "الملف",
  "results.document.pageColumn": "الصفحة",
  "results.document.text": "النص",
  "results.document.column": "العمود {number}",
  "results.document.tableSheet": "ج{index}",
  "results.document.keyValueSheet": "مفتاح-قيمة",
  "results.document.textSheet": "نص",
  "results.document.transcriptsSheet": "النصوص المنسوخة",
  "results.document.resultSheet": "النتيجة",
  "results.document.title": "{kind, select, transcript {نص منسوخ: {fileName}} tables {جداول: {fileName}} other {حقول مستخرجة: {fileName}}}",
  "results.document.cutMark": "[…{rest, number} حرفًا إضافيًا غير معروض: يتسع Excel لـ {limit, number} حرفًا في الخلية]",

  "results.office.selectCell": "حدد خلية في ورقة عمل أولًا: تُكتب النتيجة بدءًا من الخلية المحددة نزولًا وعبر الأعمدة التالية.",
  "results.office.doesNotFit": "لا تتسع النتيجة بدءًا من الخلية المحددة. حدد خلية أقرب إلى بداية الورقة، أو أدرج في أوراق جديدة.",
  "results.office.notEmpty":
    "الخلايا من \u2068{from}\u2069 إلى \u2068{to}\u2069 ليست كلها فارغة، والوظيفة الإضافية لا تكتب فوق بياناتك أبدًا. حدد منطقة فارغة، أو أدرج في أوراق جديدة.",
  "results.office.noTablesToInsert": "لم تعثر الخدمة على جداول أو أزواج مفتاح وقيمة في هذا المستند، فلا شيء لإدراجه.",
  "results.office.noTables": "لم تعثر الخدمة على جداول أو أزواج مفتاح وقيمة في هذا المستند.",
  "results.office.noKeyValues": "لم تعثر الخدمة على أزواج مفتاح وقيمة في هذا المستند.",
  "results.office.emptyTranscript": "النص المنسوخ فارغ، فلا شيء لإدراجه.",
  "results.office.emptyTranscriptShort": "النص المنسوخ فارغ.",
  "results.office.emptyTranscripts": "النصوص المنسوخة فارغة، فلا شيء لإدراجه.",
  "results.office.noRecords": "لم يُرجع المستخرج أي سجلات لهذا المستند، فلا شيء لإدراجه.",
  "results.office.noRows": "لا توجد في هذا المستند صفوف لإلحاقها.",
  "results.office.tableGone": "لم يعد الجدول \u2068{table}\u2069 في هذا المصنف. اختر جدولًا من جديد.",
  "results.office.belowNotEmpty":
    "لم يُلحق شيء: الصفوف أسفل الجدول \u2068{table}\u2069 في الورقة \u2068{sheet}\u2069 ليست فارغة، وسيمتد الجدول فوقها. انقل ما أسفل الجدول، ثم ألحق من جديد.",
  "results.office.tableChanged": "تغيرت أعمدة الجدول \u2068{table}\u2069 منذ عرض المطابقة. راجع المطابقة، ثم ألحق من جديد.",
  "results.office.noWorkbookInsert": "لا يستطيع إصدار Excel هذا إدراج المصنفات.",
  "results.office.noFileInsert": "لا يستطيع إصدار Word هذا إدراج الملفات.",
  "results.office.docxTooLarge":
    "ملف ‎.docx‎ الخاص بالخدمة أكبر من 4 ميغابايت، وهو الحد الذي يقبله Word من وظيفة إضافية؛ تُدرج النتيجة من نصها بدلًا من ذلك.",
  "results.office.noPictures": "لا يستطيع إصدار Excel هذا قراءة الصور.",
  "results.office.noSelectedPicture":
    "لا يستطيع إصدار Excel هذا إخبار الوظيفة الإضافية بالصورة المحددة: اختر الصورة من القائمة بدلًا من ذلك.",
  "results.office.selectExcelPicture": "حدد صورة في المصنف أولًا (انقر عليها حتى تظهر مقابضها)، أو اختر صورة من القائمة.",
  "results.office.selectWordPicture":
    "حدد صورة في المستند أولًا (انقر عليها حتى يظهر إطارها). لا يمكن قراءة الصور العائمة فوق النص: اضبط التفاف الصورة على «مع النص على السطر»، أو احفظها كملف ثم اختر الملف.",
  "results.office.pictureNotHanded":
    "لم يسلّم Office هذه الصورة (لا يفعل Word على iPad ذلك مثلًا). احفظ الصورة كملف واختر الملف بدلًا من ذلك.",
  "results.office.pictureFormat":
    "هذه الصورة بتنسيق لا تستطيع الخدمة قراءته (يمكن إرسال صور PNG وJPG وGIF وTIFF وHEIC فقط). احفظها بتنسيق PNG أو JPG واختر الملف بدلًا من ذلك.",
  "results.office.needWordTables":
    "لا يستطيع إصدار Word هذا إدراج جداول أو أنماط عناوين مضمّنة من وظيفة إضافية (ينقصه WordApi 1.3): تُدرج الجداول أسطرًا مفصولة بعلامات جدولة، والعناوين باسم النمط.",
  "results.office.needWordFile":
    "لا يستطيع إصدار Word هذا إدراج ملف ‎.docx‎ الخاص بالخدمة (يستطيع ذلك Word على Windows أو Mac أو الويب)؛ تُدرج النتيجة من نصها بدلًا من ذلك.",
  "results.office.needExcelFile":
    "لا يستطيع إصدار Excel هذا إدراج ملف ‎.xlsx‎ الخاص بالخدمة كأوراق (يحتاج إلى ExcelApi 1.13 على Windows أو Mac أو الويب)؛ تُكتب النتيجة خلية خلية بدلًا من ذلك.",
  "results.office.needExcelPictures":
    "لا يستطيع إصدار Excel هذا تسليم الوظيفة الإضافية صور المصنف (ينقصه ExcelApi 1.9). احفظ الصورة كملف واختر الملف بدلًا من ذلك.",
};
