// The uploads' test doubles (census and EDI pages): ui's uploadFile sends by XMLHttpRequest, not through fetch,
// so the server's answers are given by path to a fake request; and jsdom's Blob learns arrayBuffer() (browsers
// have it), which the pages read a picked file's head with.

/** A fake XMLHttpRequest class answering 200 with `answers[url]`, or the API's 404; the urls it was sent to. */
export function fakeUploadRequests(answers: Record<string, unknown>) {
  return class FakeRequest {
    static urls: string[] = [];
    url = '';
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send() {
      FakeRequest.urls.push(this.url);
      const answer = answers[this.url];
      this.status = answer ? 200 : 404;
      this.responseText = JSON.stringify(answer ?? { errors: 'Not found.' });
      setTimeout(() => this.onload?.(), 0);
    }
  };
}

if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

/** GET employer/v1/company/'s answer for a company, enrolling by EDI or not. */
export const companyProfileAnswer = (usesEdi: boolean) => ({
  data: {
    id: 1,
    legal_name: 'Acme Logistics Inc.',
    tax_id_kind: 'EIN',
    tax_id_last4: '4567',
    address_line_1: '1 Main Street',
    address_line_2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '5125550184',
    contacts: [],
    uses_edi: usesEdi,
    bank_status: 'verified',
  },
});
