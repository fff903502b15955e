import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInToBackOffice, pickDateTime, visit } from './actions.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL, viewport: { width: 1400, height: 900 } });
  await logInToBackOffice(page);
});
afterAll(() => browser.close());

describe('the back office', () => {
  it('accepts a pending subscription', async () => {
    await page.getByRole('link', { name: 'Inscripciones' }).click();
    const accept = page.getByRole('button', { name: /^Aceptar la inscripción de/ }).first();
    const label = (await accept.getAttribute('aria-label'))!;
    const before = await page.getByRole('button', { name: /^Aceptar la inscripción de/ }).count();
    await accept.click();
    await expect
      .poll(() => page.getByRole('button', { name: /^Aceptar la inscripción de/ }).count())
      .toBe(before - 1);
    expect(label).toMatch(/Aceptar la inscripción de \S+/);
    // The clerk is told it worked, naming whom.
    const name = label.replace('Aceptar la inscripción de ', '');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'aceptada' }).first().textContent())
      .toContain(`Inscripción de ${name}`);
  });

  it('creates an auction with a lot, publishes it and the public site shows it', async () => {
    await page
      .getByRole('navigation', { name: 'Secciones de administración' })
      .getByRole('link', { name: 'Subastas' })
      .click();
    await page.getByRole('link', { name: 'Nueva subasta' }).click();
    await page.getByLabel(/^Título/).fill('Liquidación de Muebles Albal');
    await page.getByLabel('Descripción').fill('Mobiliario de exposición y almacén.');
    await pickDateTime(page, 'Inicio (hora de Madrid)', '2026-12-01T10:00');
    await pickDateTime(page, 'Cierre del primer lote (hora de Madrid)', '2026-12-15T18:00');
    await page.getByRole('button', { name: 'Crear subasta' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Liquidación de Muebles Albal', level: 2 }).isVisible())
      .toBe(true);

    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a5a3c' } })
      .png()
      .toBuffer();
    await page
      .getByLabel(/^Añadir imágenes/)
      .setInputFiles({ name: 'exposicion.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => page.getByRole('img', { name: 'exposicion' }).count()).toBe(1);

    await page.getByLabel(/^Título del lote/).fill('Sofá chester de tres plazas');
    await page.getByLabel('Precio de salida (€)').fill('450');
    await page.getByRole('button', { name: 'Añadir lote' }).click();
    await expect
      .poll(() => page.getByRole('cell', { name: 'Sofá chester de tres plazas', exact: true }).isVisible())
      .toBe(true);
    // The lot's own page: a picture and its characteristics.
    const auctionPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Sofá chester de tres plazas' }).click();
    await page.getByRole('heading', { name: 'Lote 1: Sofá chester de tres plazas' }).waitFor();
    await page
      .getByLabel(/^Añadir imágenes/)
      .setInputFiles({ name: 'chester.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => page.getByRole('img', { name: 'chester' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Añadir campo' }).click();
    await page.getByLabel('Campo 1').fill('Tapicería');
    await page.getByLabel('Valor 1').fill('Piel');
    await page.getByRole('button', { name: 'Guardar características' }).click();
    await expect.poll(() => page.getByText('Características guardadas.').isVisible()).toBe(true);
    await visit(page, auctionPath);

    // Exact: the lots' table beside it has "Publicar seleccionados".
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Despublicar' }).isVisible()).toBe(true);

    const auctionId = page.url().split('/').at(-1);
    await visit(page, `/subastas/${auctionId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Liquidación de Muebles Albal');
    await page.getByRole('link', { name: /Sofá chester de tres plazas/ }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'Piel' }).isVisible()).toBe(true);
    await page.goBack();
    expect(await page.getByText('15/12/2026 - 18:00 h').first().isVisible()).toBe(true);
    const gallery = page.getByRole('region', { name: 'Galería de imágenes' }).locator('img').first();
    expect((await gallery.getAttribute('srcset'))?.split(',')).toHaveLength(5);
  });
});

describe('liquidaciones', () => {
  it('creates a liquidación with a lot, gives the lot a picture and the public lot page shows it', async () => {
    await visit(page, '/admin/liquidaciones');
    await page.getByLabel('Nueva liquidación').fill('Talleres Norte en liquidación');
    await page.getByLabel('Tipo').selectOption({ label: 'Industrial' });
    await page.getByRole('button', { name: 'Crear y publicar' }).click();
    await expect
      .poll(() => page.getByRole('cell', { name: 'Talleres Norte en liquidación' }).isVisible())
      .toBe(true);
    await page
      .getByLabel('Liquidación', { exact: true })
      .selectOption({ label: 'Talleres Norte en liquidación' });
    await page.getByLabel('Lote', { exact: true }).fill('Compresor de tornillo 15 kW');
    await page.getByLabel('Precio (€)').fill('900');
    await page.getByRole('button', { name: 'Añadir lote' }).click();
    await page.getByText('Lote añadido.').waitFor();

    await page.getByLabel('Imágenes del lote').selectOption({ label: 'Compresor de tornillo 15 kW' });
    // The lot's drop zone appears below the liquidación's own.
    await expect.poll(() => page.getByLabel(/^Añadir imágenes/).count()).toBe(2);
    const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#3c6e8a' } })
      .png()
      .toBuffer();
    await page
      .getByLabel(/^Añadir imágenes/)
      .last()
      .setInputFiles({ name: 'compresor.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => page.getByRole('img', { name: 'compresor' }).count()).toBe(1);

    const saleId = await page.getByLabel('Liquidación', { exact: true }).inputValue();
    const lotId = await page.getByLabel('Imágenes del lote').inputValue();
    await visit(page, `/liquidaciones/${saleId}/${lotId}`);
    await page.getByRole('heading', { name: 'Compresor de tornillo 15 kW', level: 1 }).waitFor();
    await expect.poll(() => page.locator('img[srcset*="/media/images/"]').count()).toBeGreaterThan(0);
  });
});

describe('settings', () => {
  it('saves a setting from its form and refuses bid ranges that do not ascend', async () => {
    await visit(page, '/admin/configuracion');
    const window = page.getByLabel('Ventana final (segundos)');
    await window.fill('180');
    await page
      .locator('.mantine-Paper-root', { has: window })
      .getByRole('button', { name: 'Guardar', exact: true })
      .click();
    await expect.poll(() => page.getByText('Guardado.').first().isVisible()).toBe(true);
    await page.getByLabel('Desde (€), tramo 3').fill('50');
    await expect
      .poll(() => page.getByText('Los tramos deben ir de menor a mayor importe, sin repetirse.').isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Guardar tramos' }).isDisabled()).toBe(true);
  });
});
