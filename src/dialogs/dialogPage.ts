// Shared by the sign-in dialog pages: show a status sentence to the user.
export function showMessage(text: string): void {
  const element = document.getElementById("message");
  if (element) element.textContent = text;
}
