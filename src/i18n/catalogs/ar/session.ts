import type { session as english } from "../en/session";
import type { Translation } from "../../translation";

export const session: Translation<typeof english> = {
  "session.app.productName": "تحويل المستندات إلى نص",
  "session.app.loading": "جارٍ التحميل…",
  "session.shell.viewFailed":
    "تعذّر تحميل هذا الجزء من الجزء الجانبي. تحقّق من اتصالك بالإنترنت، ثم أعد تحميل الجزء الجانبي: تستمر الملفات المرسلة من قبل وتعود للظهور.",
  "session.shell.reload": "إعادة تحميل الجزء الجانبي",
  "session.app.signInAgain": "تسجيل الدخول مرة أخرى",
  "session.shell.views": "طرق العرض",
  "session.shell.tab.workspace": "الملفات",
  "session.shell.tab.history": "السجل",
  "session.shell.tab.credits": "الأرصدة",
  "session.shell.tab.settings": "الإعدادات",
  "session.shell.more": "المزيد",
  "session.shell.moreViews":
    "{count, plural, zero {المزيد: لا توجد طرق عرض أخرى} one {المزيد: طريقة عرض أخرى} two {المزيد: طريقتا عرض أخريان} few {المزيد: # طرق عرض أخرى} many {المزيد: # طريقة عرض أخرى} other {المزيد: # طريقة عرض أخرى}}",
  "session.signInScreen.restoring": "جارٍ تسجيل دخولك…",
  "session.signInScreen.label": "تسجيل الدخول",
  "session.signInScreen.heading": "تسجيل الدخول",
  "session.signInScreen.intro": "سجّل الدخول بحسابك في خدمة النسخ لتحويل الصور الممسوحة ضوئيًا والصور الفوتوغرافية إلى نصوص وجداول وحقول.",
  "session.signInScreen.signIn": "تسجيل الدخول",
  "session.signInScreen.signingIn": "جارٍ تسجيل الدخول…",
  "session.signInScreen.remember": "البقاء مسجلاً للدخول على هذا الكمبيوتر",
  "session.signInScreen.showTokenForm": "استخدام رمز API المميز بدلاً من ذلك",
  "session.signInScreen.tokenForm": "تسجيل الدخول باستخدام رمز API المميز",
  "session.signInScreen.tokenLabel": "رمز API المميز",
  "session.signInScreen.tokenHint": "من لوحة معلومات حسابك على موقع الخدمة على الويب.",
  "session.signInScreen.useToken": "استخدام هذا الرمز المميز",
  "session.signInScreen.checking": "جارٍ التحقق…",
  "session.accountBar.label": "حساب النسخ",
  "session.accountBar.balance":
    "{count, plural, zero {الرصيد: # صفحة} one {الرصيد: صفحة واحدة} two {الرصيد: صفحتان} few {الرصيد: # صفحات} many {الرصيد: # صفحة} other {الرصيد: # صفحة}}",
  "session.accountBar.stale": "قد لا يكون محدّثًا. \u2068{reason}\u2069",
  "session.accountBar.buyCredits": "شراء أرصدة",
  "session.accountBar.signOut": "تسجيل الخروج",
  "session.error.office": "تعذّر على Office إكمال التغيير: \u2068{detail}\u2069",
  "session.error.unexpected": "حدث خطأ ما. أعد المحاولة؛ وإذا استمرت المشكلة، فأعد تحميل الوظيفة الإضافية.",
  "session.apiToken.empty": "الصق رمز API المميز أولاً. ستجده في لوحة معلومات حسابك على موقع الخدمة على الويب.",
  "session.apiToken.badCharacters":
    "يحتوي رمز API المميز هذا على أحرف لا يمكن أن يحتويها رمز مميز، مثل فاصل أسطر أو مسافة أو علامة اقتباس مطبعية. انسخه مرة أخرى من لوحة معلومات حسابك والصقه كنص عادي.",
  "session.apiToken.refused": "لم تقبل الخدمة رمز API المميز هذا. انسخه مرة أخرى من لوحة معلومات حسابك؛ فربما تم استبداله برمز أحدث.",
  "session.signIn.pageNotLoaded":
    "تعذّر على نافذة تسجيل الدخول تحميل صفحتها. تحقق من اتصالك بالإنترنت وأعد المحاولة؛ وإذا استمرت المشكلة، فأخبر المسؤول أن عنوان الوظيفة الإضافية قد يكون غير صحيح.",
  "session.signIn.insecureAddress":
    "تم رفض نافذة تسجيل الدخول لأن عنوانها لا يستخدم HTTPS. أخبر المسؤول: يجب استضافة الوظيفة الإضافية عبر HTTPS.",
  "session.signIn.untrustedAddress":
    "تم رفض نافذة تسجيل الدخول لأن الوظيفة الإضافية لا تثق بعنوانها. اطلب من المسؤول التحقق من عنوان تسجيل الدخول (AUTH_URL) في بيان الوظيفة الإضافية.",
  "session.signIn.cancelled": "تم إلغاء تسجيل الدخول: أُغلقت النافذة قبل أن تنتهي. حدد «تسجيل الدخول» لإعادة المحاولة.",
  "session.signIn.alreadyOpen": "توجد نافذة تسجيل دخول مفتوحة بالفعل. أكمل تسجيل الدخول فيها، أو أغلقها وأعد المحاولة.",
  "session.signIn.notAllowed": "لم يُسمح بفتح نافذة تسجيل الدخول. حدد «تسجيل الدخول» مرة أخرى واختر «السماح» عندما يطلب Office ذلك.",
  "session.signIn.blockedByBrowser":
    "حظر المستعرض نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لموقع Office هذا في إعدادات المستعرض، ثم حدد «تسجيل الدخول» مرة أخرى.",
  "session.signIn.popupBlocked": "حظر المستعرض نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع، ثم حدد «تسجيل الدخول» مرة أخرى.",
  "session.signIn.windowProblem": "أبلغت نافذة تسجيل الدخول عن مشكلة (الرمز \u2068{code}\u2069). أغلقها وأعد المحاولة.",
  "session.signIn.unreachable": "يتعذّر الوصول إلى خادم تسجيل الدخول. تحقق من اتصالك بالإنترنت وأعد المحاولة.",
  "session.signIn.accessDenied":
    "لقد رفضت منح الوصول، لذا لا يمكن للوظيفة الإضافية استخدام حسابك. حدد «تسجيل الدخول» واختر «السماح» للمتابعة.",
  "session.signIn.serverRefused": "رفض خادم تسجيل الدخول الطلب (\u2068{error}\u2069). أعد المحاولة؛ وإذا استمرت المشكلة، فأخبر المسؤول.",
  "session.signIn.protocol":
    "استجاب خادم تسجيل الدخول بطريقة لا تقبلها هذه الوظيفة الإضافية (على سبيل المثال، يذكر جهة إصدار مختلفة). أخبر المسؤول: قد لا تتطابق إعدادات تسجيل الدخول للوظيفة الإضافية (AUTH_URL وOAUTH_ISSUER) مع الخادم.",
  "session.signIn.stateMismatch":
    "لم تتطابق استجابة تسجيل الدخول مع محاولة تسجيل الدخول هذه، لذا تم تجاهلها حفاظًا على أمانك. حدد «تسجيل الدخول» لإعادة المحاولة.",
  "session.signIn.codeRefused": "تعذّر إكمال تسجيل الدخول: لم يقبل خادم تسجيل الدخول الرمز. حدد «تسجيل الدخول» لإعادة المحاولة.",
  "session.signIn.expired": "انتهت صلاحية تسجيل دخولك. سجّل الدخول مرة أخرى للمتابعة؛ سيتم الاحتفاظ بالعمل الجاري.",
  "session.accountBar.credits": "الأرصدة",
  "session.policy.oauthOnly": "تسمح مؤسستك بتسجيل الدخول بحسابك فقط.",
  "session.policy.tokenOnly": "تسمح مؤسستك بتسجيل الدخول برمز API مميز فقط.",
  "session.policy.signInNotAllowed": "لا تسمح مؤسستك بتسجيل الدخول بهذه الطريقة. اسأل المسؤول عن طريقة تسجيل الدخول.",
  "session.policy.oauthOnlyUnread":
    "تعذّرت قراءة سياسة مؤسستك، لذا تُعرَض طريقة تسجيل الدخول الأكثر أمانًا فقط. اطلب من المسؤول لديك التحقق من السياسة.",
  "session.policy.unread.setting": "تعذّرت قراءة سياسة مؤسستك، لذا تُطبَّق هنا الإعدادات الأكثر أمانًا في هذه الوظيفة الإضافية.",
  "session.policy.unread.deletion":
    "تعذّرت قراءة سياسة مؤسستك، لذا تحذف الخدمة كل ملف ونتيجته بعد 5 دقائق من معالجته: احفظ أو أدرج ما تحتاج إليه الآن.",
  "session.policy.unread.askAdmin": "اطلب من المسؤول لديك التحقق من السياسة.",
  "session.policy.helpText": "المساعدة من مؤسستك: \u2068{text}\u2069",
  "session.policy.helpLink": "المساعدة من مؤسستك: \u2068{link}\u2069",
  "session.policy.helpTextAndLink": "المساعدة من مؤسستك: \u2068{text}\u2069 (\u2068{link}\u2069)",
};
