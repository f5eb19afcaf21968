import type { settings as english } from "../en/settings";
import type { Translation } from "../../translation";

export const settings: Translation<typeof english> = {
  "settings.view.defaultsHeading": "الإعدادات الافتراضية",
  "settings.view.remembered":
    "{host, select, word {تُحفظ اختياراتك الأخيرة (المهمة، والمستخرج، ولغة الترجمة، وموعد الحذف، وخيارات الإدراج) لهذا الحساب في Word، وتُنسى عند تسجيل الخروج.} excel {تُحفظ اختياراتك الأخيرة (المهمة، والمستخرج، ولغة الترجمة، وموعد الحذف، وخيارات الإدراج) لهذا الحساب في Excel، وتُنسى عند تسجيل الخروج.} outlook {تُحفظ اختياراتك الأخيرة (المهمة، والمستخرج، ولغة الترجمة، وموعد الحذف، وخيارات الرد) لهذا الحساب في Outlook، وتُنسى عند تسجيل الخروج.} other {تُحفظ اختياراتك الأخيرة (المهمة، والمستخرج، ولغة الترجمة، وموعد الحذف، وخيارات الإدراج) لهذا الحساب في هذه الصفحة، وتُنسى عند تسجيل الخروج.}}",
  "settings.view.forget": "نسيان اختياراتي المحفوظة",
  "settings.view.forgotten": "أُعيد تعيين اختياراتك المحفوظة إلى الإعدادات الافتراضية.",
  "settings.view.helpHeading": "التعليمات وحول",
  "settings.view.whatItDoes":
    "يرسل \u2068{product}\u2069 المستندات الممسوحة ضوئيًا والصور (PDF أو JPG أو PNG أو TIFF أو HEIC أو GIF) إلى خدمة النسخ، التي تحوّلها إلى نص أو جداول أو حقول مستخرجة تراجعها وتدرجها في Word أو Excel. كل صفحة مقروءة تكلّف رصيدًا واحدًا.",
  "settings.view.privacyHeading": "الخصوصية",
  "settings.view.privacySent":
    "تُرسل الملفات التي تختارها إلى خدمة النسخ (\u2068{service}\u2069) فقط؛ وتعود النتائج منها ولا تدخل مستندك إلا عندما تدرجها.",
  "settings.view.privacyDeleted": "تحذف الخدمة كل ملف ونتيجته تلقائيًا في موعد الحذف الذي تختاره (أو حسب إعداد حسابك)، أو عند إلغائه.",
  "settings.view.privacyKept":
    "تحتفظ الوظيفة الإضافية على هذا الكمبيوتر بقائمة العمل الجاري (أسماء الملفات وحالاتها، وليس الملفات أو النتائج أبدًا) وباختياراتك المحفوظة. ولا يُحفظ رمز تسجيل الدخول أو رمز API إلا إذا طلبت البقاء مسجلاً للدخول. وعند تسجيل الخروج يُنسى كل ذلك.",
  "settings.view.helpLink": "التعليمات والدعم",
  "settings.view.version": "\u2068{product}\u2069، الإصدار \u2068{version}\u2069.",
  "settings.deleteAfter.label": "الحذف من الخدمة",
  "settings.deleteAfter.hint": "تحذف الخدمة كل ملف ونتيجته في هذا الموعد.",
  "settings.deleteAfter.account": "حسب إعداد حسابك",
  "settings.deleteAfter.days":
    "{count, plural, zero {بعد # يوم} one {بعد يوم واحد} two {بعد يومين} few {بعد # أيام} many {بعد # يومًا} other {بعد # يوم}}",
  "settings.deleteAfter.hours":
    "{count, plural, zero {بعد # ساعة} one {بعد ساعة واحدة} two {بعد ساعتين} few {بعد # ساعات} many {بعد # ساعة} other {بعد # ساعة}}",
  "settings.deleteAfter.minutes":
    "{count, plural, zero {بعد # دقيقة} one {بعد دقيقة واحدة} two {بعد دقيقتين} few {بعد # دقائق} many {بعد # دقيقة} other {بعد # دقيقة}}",
  "settings.deleteAfter.deletedOn": "سيُحذف تلقائيًا في \u2068{time}\u2069.",
  "settings.fallback.extractor": 'لم يعد المستخرج الذي استخدمته آخر مرة ("\u2068{name}\u2069") موجودًا في حسابك. اختر مستخرجًا آخر.',
  "settings.fallback.language": "لم تعد اللغة التي ترجمت إليها آخر مرة (\u2068{language}\u2069) متاحة. اختر لغة أخرى.",
};
