import type { ApiContext } from '../../api-context';
import type { ApiError } from '../../api-error';
import { MONEY_TAGS } from '../../base-api';
import { requestFor } from '../../call-request';
import { DEPOSIT_CALLS } from './deposit.calls';
import type { MessageResponse } from '../../schemas/answer-kit';
import type { UploadProgress } from '../../upload-file';
import { walletApi } from '../wallet/wallet.api';

const request = requestFor(DEPOSIT_CALLS);

export interface TrueLinkInput {
  link: string;
  walletAccountName: string;
}

/** A slip image to upload, with where to report its progress. */
export interface SlipUpload {
  file: File;
  onProgress?: UploadProgress;
}

/** The deposits the member sends from the deposit modal: a slip image and a phone-wallet gift link (spec section 7). */
export const depositApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    uploadSlip: build.mutation<MessageResponse, SlipUpload>({
      async queryFn({ file, onProgress }, api) {
        // The upload code comes with the first slip sent, not with the deposit modal.
        const { uploadFile } = await import('../../upload-file');
        const answer = await uploadFile(api.extra as ApiContext, 'uploadSlip', file, onProgress);
        return 'error' in answer ? answer : { data: answer.data as MessageResponse };
      },
      invalidatesTags: [{ type: 'Slip', id: 'LIST' }],
    }),
    // The link travels encrypted with the region's shared secret (spec section 7).
    sendTrueLink: build.mutation<MessageResponse, TrueLinkInput>({
      async queryFn({ link, walletAccountName }, api, _extra, baseQuery) {
        const { trueLinkSecret } = api.extra as ApiContext;
        const { encryptTrueLink } = await import('../../true-link-cipher');
        const encrypted = await encryptTrueLink(link, walletAccountName, trueLinkSecret);
        const result = await baseQuery(request('sendTrueLink', { body: { link: encrypted } }));
        return result.error ? { error: result.error as ApiError } : { data: result.data as MessageResponse };
      },
      invalidatesTags: MONEY_TAGS,
    }),
  }),
});

export const { useUploadSlipMutation, useSendTrueLinkMutation } = depositApi;
