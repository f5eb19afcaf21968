import type { microsoft as english } from "../en/microsoft";
import type { Translation } from "../../translation";

export const microsoft: Translation<typeof english> = {
  "microsoft.graph.noLicence":
    "لا يتضمن حسابك في \u2068Microsoft 365\u2069 مساحة OneDrive أو صندوق بريد لهذا: اطلب من المسؤول ترخيصًا يتضمنه، أو اختر الملف من جهاز الكمبيوتر.",
  "microsoft.graph.signInExpired":
    "انتهت صلاحية تسجيل دخولك إلى \u2068Microsoft 365\u2069. سجّل الدخول إلى \u2068Microsoft 365\u2069 مرة أخرى.",
  "microsoft.graph.consentRefused":
    "لم تسمح مؤسستك لهذه الوظيفة الإضافية بقراءة هذه الملفات أو الرسائل. اطلب من المسؤول منح الموافقة، أو اختر الملف من جهاز الكمبيوتر.",
  "microsoft.graph.forbidden": "ليس لديك حق الوصول إلى هذا العنصر في \u2068Microsoft 365\u2069. اطلب من مالكه مشاركته معك.",
  "microsoft.graph.notFound":
    "لم يعد هذا العنصر موجودًا في \u2068Microsoft 365\u2069: فقد حُذف أو نُقل في هذه الأثناء. اختره مرة أخرى من مكانه الحالي.",
  "microsoft.graph.throttledWait":
    "\u2068Microsoft 365\u2069 مشغول وطلب الانتظار {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}. أعد المحاولة بعد قليل.",
  "microsoft.graph.throttled": "\u2068Microsoft 365\u2069 مشغول الآن. أعد المحاولة بعد قليل.",
  "microsoft.graph.server": "تعذّر على \u2068Microsoft 365\u2069 الرد (الخطأ \u2068{status}\u2069). أعد المحاولة بعد قليل.",
  "microsoft.graph.unreadable": "أرسل \u2068Microsoft 365\u2069 ردًا تعذّرت قراءته. أعد المحاولة بعد قليل.",
  "microsoft.graph.unreadableList": "أرسل \u2068Microsoft 365\u2069 قائمة تعذّرت قراءتها. أعد المحاولة بعد قليل.",
  "microsoft.graph.downloadFailed": "تعذّر تنزيل الملف من \u2068Microsoft 365\u2069. تحقّق من اتصالك وأعد المحاولة.",
  "microsoft.graph.foreignLink": "أرسل \u2068Microsoft 365\u2069 رابطًا إلى عنوان آخر، ولم يتم فتحه.",
  "microsoft.graph.unreachable": "تعذّر الوصول إلى \u2068Microsoft 365\u2069. تحقّق من اتصالك وأعد المحاولة.",
  "microsoft.graph.aborted": "تم إلغاء الطلب.",

  "microsoft.signIn.needed": "سجّل الدخول إلى \u2068Microsoft 365\u2069 لاستخدام هذه الملفات.",
  "microsoft.signIn.declined":
    "لم تسمح للوظيفة الإضافية بقراءة هذه الملفات أو الرسائل. سجّل الدخول إلى \u2068Microsoft 365\u2069 مرة أخرى ووافق لاستخدامها.",
  "microsoft.signIn.cancelled": "تم إلغاء تسجيل الدخول إلى \u2068Microsoft 365\u2069. سجّل الدخول مرة أخرى لاستخدام هذه الملفات.",
  "microsoft.signIn.blocked":
    "تم حظر نافذة تسجيل الدخول إلى \u2068Microsoft 365\u2069. اسمح بالنوافذ المنبثقة لهذه الوظيفة الإضافية، ثم سجّل الدخول مرة أخرى.",
  "microsoft.signIn.failed": "لم ينجح تسجيل الدخول إلى \u2068Microsoft 365\u2069. أعد المحاولة، أو اختر الملف من جهاز الكمبيوتر.",
  "microsoft.signIn.notConfigured": "لم يتم إعداد \u2068Microsoft 365\u2069 لهذه الوظيفة الإضافية. اطلب من المسؤول إعداده.",

  "microsoft.sources.notSupportedType": "ليس ملف PDF أو JPG أو PNG أو TIFF أو HEIC أو GIF.",
  "microsoft.sources.tooLarge":
    "{kind, select, picture {\u2068{size}\u2069: تقبل الخدمة الصور حتى \u2068{limit}\u2069. خفّض دقتها أولًا.} other {\u2068{size}\u2069: يمكن أن يصل ملف PDF أو TIFF هنا إلى \u2068{limit}\u2069 لاختيار الصفحات المراد إرسالها (والخدمة تقبل حتى \u2068{sendLimit}\u2069 في كل مرة). قسّمه أولًا إلى ملفات أصغر.}}",
  "microsoft.sources.empty": "الملف فارغ.",
  "microsoft.sources.refused": "\u2068{name}\u2069: \u2068{reason}\u2069",
  "microsoft.sources.downloadFailed": "تعذّر تنزيله.",
  "microsoft.sources.noSubject": "(بلا موضوع)",
  "microsoft.sources.unknownSender": "مرسل غير معروف",
  "microsoft.sources.messageLabel": "\u2068{subject}\u2069، \u2068{sender}\u2069",
  "microsoft.origin.onedrive": "من OneDrive: \u2068{label}\u2069",
  "microsoft.origin.sharepoint": "من SharePoint: \u2068{label}\u2069",
  "microsoft.origin.mail": "من البريد: \u2068{label}\u2069",

  "microsoft.picker.failed": "حدث خطأ في \u2068Microsoft 365\u2069. أعد المحاولة.",
  "microsoft.picker.loading": "جارٍ التحميل من \u2068Microsoft 365\u2069…",
  "microsoft.picker.search": "بحث",
  "microsoft.sourcesPanel.region": "\u2068Microsoft 365\u2069، لملفات \u2068OneDrive\u2069 والبريد",
  "microsoft.sourcesPanel.signedInAs": "تم تسجيل الدخول باسم \u2068{name}\u2069 (\u2068{username}\u2069).",
  "microsoft.sourcesPanel.signOut": "تسجيل الخروج من \u2068Microsoft 365\u2069",
  "microsoft.sourcesPanel.files": "OneDrive وSharePoint",
  "microsoft.sourcesPanel.mail": "مرفقات البريد",
  "microsoft.sourcesPanel.signIn": "تسجيل الدخول إلى \u2068Microsoft 365\u2069",
  "microsoft.sourcesPanel.checking": "جارٍ التحقق من تسجيل دخولك إلى \u2068Microsoft 365\u2069…",
  "microsoft.sourcesPanel.explain": "استخدم ملفات من OneDrive وSharePoint والبريد.",

  "microsoft.driveBrowser.region": "OneDrive وSharePoint",
  "microsoft.driveBrowser.recent": "الأخيرة",
  "microsoft.driveBrowser.recentTitle": "الملفات الأخيرة",
  "microsoft.driveBrowser.myFiles": "ملفاتي",
  "microsoft.driveBrowser.shared": "مشتركة معي",
  "microsoft.driveBrowser.sites": "مواقع SharePoint",
  "microsoft.driveBrowser.searchTitle": "بحث: \u2068{text}\u2069",
  "microsoft.driveBrowser.searchLabel": "البحث في OneDrive",
  "microsoft.driveBrowser.back": "رجوع",
  "microsoft.driveBrowser.openFolder": "فتح المجلد \u2068{name}\u2069",
  "microsoft.driveBrowser.openSite": "فتح الموقع \u2068{name}\u2069",
  "microsoft.driveBrowser.openLibrary": "فتح المكتبة \u2068{name}\u2069",
  "microsoft.driveBrowser.folders": "المجلدات",
  "microsoft.driveBrowser.files": "الملفات",
  "microsoft.driveBrowser.empty": "لا توجد ملفات في هذا المكان.",
  "microsoft.driveBrowser.add":
    "{count, plural, =0 {إضافة الملفات المحددة} zero {إضافة # ملف} one {إضافة ملف واحد} two {إضافة ملفين} few {إضافة # ملفات} many {إضافة # ملفًا} other {إضافة # ملف}}",

  "microsoft.mailPicker.region": "مرفقات البريد",
  "microsoft.mailPicker.searchLabel": "البحث في البريد حسب المرسل أو الموضوع",
  "microsoft.mailPicker.back": "رجوع إلى الرسائل",
  "microsoft.mailPicker.attachments": "المرفقات",
  "microsoft.mailPicker.messages": "رسائل بها مرفقات",
  "microsoft.mailPicker.add":
    "{count, plural, =0 {إضافة المرفقات المحددة} zero {إضافة # مرفق} one {إضافة مرفق واحد} two {إضافة مرفقين} few {إضافة # مرفقات} many {إضافة # مرفقًا} other {إضافة # مرفق}}",
};
