import type { BuildResponse, SaveBuildBody } from '@tecnobazar/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateBuildMutation, useUpdateBuildMutation } from '@/api/builds';
import { useAddAllToCartMutation } from '@/api/cart';
import type { Notify } from '@/components/toast';
import { paths } from '@/config/paths';
import type { OpenBuild } from '@/lib/build/open-build';
import { errorMessage } from '@/lib/errors';
import { useLoginReturn } from '@/lib/session/login-return';
import { useAppSelector } from '@/lib/store/hooks';

/** The public address of a saved build. */
export const buildLink = (id: string) => `${window.location.origin}${paths.sharedBuild.getHref(id)}`;

const bodyOf = (build: OpenBuild): SaveBuildBody => ({ name: build.name, parts: build.parts });

/** Saving (a shopper's own build in place; otherwise a new link), sharing and buying a build. */
export function useBuildActions(build: OpenBuild, keep: (next: OpenBuild) => void, notify: Notify) {
  const signedIn = useAppSelector((state) => state.auth.jwt) !== null;
  const navigate = useNavigate();
  const loginReturn = useLoginReturn();
  const [create, creating] = useCreateBuildMutation();
  const [update, updating] = useUpdateBuildMutation();
  const [addAll, adding] = useAddAllToCartMutation();
  const [shared, setShared] = useState<string | null>(null);

  /** Saves the build and keeps the saved id with it; undefined when the server refused. */
  const save = async (): Promise<BuildResponse | undefined> => {
    try {
      const saved =
        build.id && build.mine
          ? await update({ id: build.id, body: bodyOf(build) }).unwrap()
          : await create(bodyOf(build)).unwrap();
      keep({
        id: saved.id,
        mine: saved.mine,
        name: saved.name,
        parts: saved.parts,
        savedAs: snapshot(saved),
      });
      return saved;
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo guardar el armado'));
      return undefined;
    }
  };

  return {
    busy: creating.isLoading || updating.isLoading || adding.isLoading,
    shared,
    closeShared: () => setShared(null),
    async saveBuild() {
      const saved = await save();
      if (saved) notify('success', saved.mine ? 'Armado guardado en tu cuenta' : 'Armado guardado');
    },
    /** Saves what changed since the last save, then shows the link to copy. */
    async share() {
      const saved = build.id && build.savedAs === snapshot(build) ? build : await save();
      if (saved?.id) setShared(buildLink(saved.id));
    },
    async addAllToCart(parts = build.parts) {
      if (!signedIn) {
        navigate(paths.login, loginReturn);
        return;
      }
      try {
        await addAll({
          items: parts.map(({ productId, quantity }) => ({ productId, quantity, size: 'FREE' as const })),
        }).unwrap();
        navigate(paths.cart);
      } catch (error) {
        notify('error', errorMessage(error, 'No se pudo agregar el armado al carrito'));
      }
    },
  };
}

/** What a save wrote, to tell whether the build changed since. */
export const snapshot = (build: Pick<OpenBuild, 'name' | 'parts'>) =>
  JSON.stringify([build.name, build.parts]);
