// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The price table: every catalogue GPU with its purchase range, server price, rent per GPU-hour,
// power per GPU, date and source. Edits are the user's overrides (priceoverrides.h); Reset drops
// them, Export writes the table as CSV or JSON. Money shows in the scenario's currency.

#include "priceoverrides.h"

#include <engine/scenario.h>

#include <QDialog>

class QLabel;
class QTableWidget;

namespace gpuplan::ui {

class PriceDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceDialog)
public:
    PriceDialog(const PriceOverrides &overrides, const engine::Scenario &scenario, QWidget *parent = nullptr);

    const PriceOverrides &overrides() const { return m_overrides; }
    QTableWidget *table() const { return m_table; }
    QLabel *errorLabel() const { return m_error; }
    // Column of each editable field, for tests.
    static int columnOf(PriceField f);
    void resetOverrides();
    QByteArray exportCsv() const;
    QByteArray exportJson() const;

private:
    void fill();
    static QString shapesToolTip(const engine::GpuPrice &p, double rate);
    void commitCell(int row, int column);

    PriceOverrides m_overrides;
    engine::Scenario m_scenario;
    std::string m_currency;
    double m_rate = 1;   // display units per USD
    QTableWidget *m_table = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_error = nullptr;   // why the last edit was refused; hidden when it was taken
    bool m_filling = false;
};

} // namespace gpuplan::ui
