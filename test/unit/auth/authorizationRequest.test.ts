import {
  authorizationUrl,
  parseCallbackMessage,
  readStartParameters,
  redirectUriFor,
  startPageUrl,
} from "../../../src/auth/authorizationRequest";

const STATE = "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA";
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

describe("authorization request", () => {
  it("builds the authorize address on the configured sign-in server with PKCE S256, state and scopes", () => {
    const url = new URL(
      authorizationUrl({
        authUrl: "https://auth.example.com/base",
        clientId: "client-1",
        redirectUri: "https://addin.test/signin-redirect.html",
        state: STATE,
        codeChallenge: CHALLENGE,
      }),
    );
    expect(url.origin + url.pathname).toBe("https://auth.example.com/base/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "client-1",
      redirect_uri: "https://addin.test/signin-redirect.html",
      scope: "documents:read documents:write",
      state: STATE,
      code_challenge: CHALLENGE,
      code_challenge_method: "S256",
    });
  });

  it("puts the dialog pages beside the task pane, wherever it is hosted", () => {
    expect(redirectUriFor("https://contoso.com/addins/transcribe/taskpane.html?x=1")).toBe(
      "https://contoso.com/addins/transcribe/signin-redirect.html",
    );
    const start = new URL(startPageUrl("https://contoso.com/addins/transcribe/taskpane.html", { state: STATE, codeChallenge: CHALLENGE }));
    expect(start.pathname).toBe("/addins/transcribe/signin-start.html");
    expect(readStartParameters(start.search)).toEqual({ state: STATE, codeChallenge: CHALLENGE });
  });

  it("refuses to forward a start request that is not what the task pane makes", () => {
    expect(readStartParameters("")).toBeNull();
    expect(readStartParameters(`?state=${STATE}`)).toBeNull();
    expect(readStartParameters(`?state=${STATE}&code_challenge=${encodeURIComponent("x&redirect_uri=https://evil")}`)).toBeNull();
  });

  it("reads only well-formed callback messages", () => {
    expect(parseCallbackMessage(JSON.stringify({ type: "transcribe-signin-callback", url: "https://a/b" }))).toEqual({
      type: "transcribe-signin-callback",
      url: "https://a/b",
    });
    expect(parseCallbackMessage("{")).toBeNull();
    expect(parseCallbackMessage(42)).toBeNull();
    expect(parseCallbackMessage(JSON.stringify({ type: "transcribe-signin-callback", url: 5 }))).toBeNull();
  });
});
