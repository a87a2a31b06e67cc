import { defineRpc } from '@lumafolio/contracts';
import { z } from 'zod';
import { toFailure } from '../errors/failure.js';
import { RpcContractPipe, RpcHandler, type RpcPayload } from './rpc-handler.js';

const renameRpc = defineRpc(
  'media.thing.rename.v1',
  z.object({ userId: z.string(), label: z.string().trim().min(1, 'Give it a name.'), notify: z.boolean().default(false) }).strict(),
  z.object({ renamed: z.literal(true) }),
);

describe('RpcContractPipe', () => {
  const pipe = new RpcContractPipe(renameRpc);

  it('hands the handler the payload as its contract parsed it, defaults filled in', () => {
    expect(pipe.transform({ userId: 'u1', label: '  Lakes ' })).toEqual({ userId: 'u1', label: 'Lakes', notify: false });
  });

  it('refuses a payload its contract refuses with a 400 naming the subject and the first problem', () => {
    const refuse = (payload: unknown) => {
      try {
        pipe.transform(payload);
      } catch (error) {
        return toFailure(error);
      }
      throw new Error('the payload was accepted');
    };
    expect(refuse({ userId: 'u1', label: ' ' })).toEqual({
      status: 400,
      message: 'Invalid payload for media.thing.rename.v1: Give it a name.',
      code: 'VALIDATION_FAILED',
    });
    expect(refuse({ userId: 'u1', label: 'Lakes', role: 'admin' })).toMatchObject({ status: 400 });
    expect(refuse(undefined)).toMatchObject({ status: 400 });
  });
});

// Compile-time: a handler's parameter and answer must match its contract (checked by `tsc`).
export class ContractChecked {
  @RpcHandler(renameRpc)
  rename({ label }: RpcPayload<typeof renameRpc>) {
    return { renamed: label.length > 0 } as { renamed: true };
  }

  // @ts-expect-error -- the parameter is not the contract's request
  @RpcHandler(renameRpc)
  renameById(payload: { id: number }) {
    return { renamed: payload.id > 0 } as { renamed: true };
  }

  // @ts-expect-error -- the answer is not the contract's response
  @RpcHandler(renameRpc)
  async renameQuietly(payload: RpcPayload<typeof renameRpc>) {
    return { done: payload.notify };
  }
}
