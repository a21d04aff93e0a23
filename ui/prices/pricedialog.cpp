// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricedialog.h"

#include "persistence/scenariofileio.h"
#include "presets.h"
#include "text/displaynames.h"
#include "text/formatting.h"
#include "widgets/filedialogs.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace gpuplan::ui {

namespace {
enum Column { GpuCol, PurchaseLowCol, PurchaseMidCol, PurchaseHighCol, ServerLowCol, ServerHighCol, RentLowCol,
              RentHighCol, KwCol, DateCol, SourceCol, ColumnCount };

bool isMoney(PriceField f)
{
    return f != PriceField::KwPerGpu;
}

// The other end of a field's range, for the low-above-high check.
std::optional<PriceField> otherEnd(PriceField f)
{
    switch (f) {
    case PriceField::PurchaseLow: return PriceField::PurchaseHigh;
    case PriceField::PurchaseHigh: return PriceField::PurchaseLow;
    case PriceField::ServerLow: return PriceField::ServerHigh;
    case PriceField::ServerHigh: return PriceField::ServerLow;
    case PriceField::RentLow: return PriceField::RentHigh;
    case PriceField::RentHigh: return PriceField::RentLow;
    case PriceField::KwPerGpu: return std::nullopt;
    }
    return std::nullopt;
}

bool isLowEnd(PriceField f)
{
    return f == PriceField::PurchaseLow || f == PriceField::ServerLow || f == PriceField::RentLow;
}

// Rents and power to the cent, purchases and servers to the unit.
int decimalsOf(PriceField f)
{
    return f == PriceField::RentLow || f == PriceField::RentHigh || f == PriceField::KwPerGpu ? 2 : 0;
}
} // namespace

int PriceDialog::columnOf(PriceField f)
{
    switch (f) {
    case PriceField::PurchaseLow: return PurchaseLowCol;
    case PriceField::PurchaseHigh: return PurchaseHighCol;
    case PriceField::ServerLow: return ServerLowCol;
    case PriceField::ServerHigh: return ServerHighCol;
    case PriceField::RentLow: return RentLowCol;
    case PriceField::RentHigh: return RentHighCol;
    case PriceField::KwPerGpu: return KwCol;
    }
    return -1;
}

PriceDialog::PriceDialog(const PriceOverrides &overrides, const engine::Scenario &scenario, QWidget *parent)
    : QDialog(parent), m_overrides(overrides), m_scenario(scenario)
{
    const engine::Catalog &cat = catalog();
    m_currency = engine::currencyId(scenario.budget.currency);
    m_rate = engine::resolveMoney(scenario, cat.prices.get()).rate(scenario.budget.currency);
    setWindowTitle(tr("Prices"));
    auto *layout = new QVBoxLayout(this);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setText(tr("Prices in %1 (%2 per USD). Edit a cell to use your own quote; your prices are shown in bold "
                       "and apply to every plan. Purchase prices are ranges: plans use the middle.")
                        .arg(QString::fromStdString(m_currency), formatNumber(m_rate, 2)));
    layout->addWidget(m_note);
    m_table = new QTableWidget(this);
    m_table->setColumnCount(ColumnCount);
    const QString c = currencySymbol(m_currency);
    m_table->setHorizontalHeaderLabels({tr("GPU"), tr("Purchase low\n%1/GPU").arg(c), tr("Purchase mid\n%1/GPU").arg(c),
                                        tr("Purchase high\n%1/GPU").arg(c), tr("Server low\n%1").arg(c),
                                        tr("Server high\n%1").arg(c), tr("Rent low\n%1/GPU-hour").arg(c),
                                        tr("Rent high\n%1/GPU-hour").arg(c), tr("kW per GPU\n(server share)"),
                                        tr("Date"), tr("Source")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(SourceCol, QHeaderView::Stretch);
    layout->addWidget(m_table, 1);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *reset = buttons->addButton(tr("&Reset to Catalogue Prices"), QDialogButtonBox::ResetRole);
    QPushButton *exportButton = buttons->addButton(tr("&Export…"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reset, &QPushButton::clicked, this, [this] { resetOverrides(); });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        QString selected;
        const QString csv = tr("CSV (*.csv)"), json = tr("JSON (*.json)");
        QString path = askSaveFile(this, tr("Export Prices"), QDir(documentsFolder()).filePath(QStringLiteral("prices.csv")),
                                   csv + QStringLiteral(";;") + json, &selected);
        if (path.isEmpty())
            return;
        const bool asJson = selected == json || path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
        QString error;
        if (!writeFileAtomically(path, asJson ? exportJson() : exportCsv(), &error))
            QMessageBox::warning(this, tr("Prices"), error);
    });
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (!m_filling)
            commitCell(item->row(), item->column());
    });
    fill();
    resize(1100, 560);
}

// The instance shapes the catalogue prices on their own, and what an edit does to them.
QString PriceDialog::shapesToolTip(const engine::GpuPrice &p, double rate)
{
    const QLocale loc;
    QStringList lines;
    lines << tr("This rate applies to instances of other sizes. Priced on their own:");
    for (const engine::RentShape &shape : p.rentShapes)
        lines << tr("%n GPU(s) (%1): %2–%3 per GPU-hour", nullptr, shape.gpus)
                     .arg(QString::fromStdString(shape.instance), loc.toString(shape.perGpuHour.low * rate, 'f', 2),
                          loc.toString(shape.perGpuHour.high * rate, 'f', 2));
    lines << tr("A rate you enter applies to every instance size.");
    return lines.join(QLatin1Char('\n'));
}

void PriceDialog::fill()
{
    m_filling = true;
    const engine::Catalog &cat = catalog();
    const engine::PriceBook book = cat.prices ? m_overrides.apply(*cat.prices) : engine::PriceBook {};
    m_table->setRowCount(static_cast<int>(cat.gpus.size()));
    const QLocale loc;
    for (int r = 0; r < static_cast<int>(cat.gpus.size()); ++r) {
        const engine::Gpu &g = cat.gpus[static_cast<std::size_t>(r)];
        const QString id = QString::fromStdString(g.id);
        auto *name = new QTableWidgetItem(QString::fromStdString(g.name));
        name->setData(Qt::UserRole, id);
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
        m_table->setItem(r, GpuCol, name);
        const engine::GpuPrice *p = book.gpu(g.id);
        for (int f = 0; f < kPriceFieldCount; ++f) {
            const auto field = static_cast<PriceField>(f);
            std::optional<double> v = p ? priceValue(*p, field) : std::nullopt;
            // No server price (the user priced the GPU only): the cost model prices the server from
            // the GPU price, and the cell shows that figure, in grey, rather than nothing.
            const bool derived = !v && p && !p->server && p->purchasePerGpu
                                 && (field == PriceField::ServerLow || field == PriceField::ServerHigh);
            if (derived)
                v = (field == PriceField::ServerLow ? p->purchasePerGpu->low : p->purchasePerGpu->high) * g.gpusPerNode
                    * engine::kServerOverheadFactor;
            const double shown = v ? *v * (isMoney(field) ? m_rate : 1.0) : 0;
            const int decimals = decimalsOf(field);
            auto *item = new QTableWidgetItem(v ? loc.toString(shown, 'f', decimals) : QString());
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (m_overrides.value(id, field)) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
                item->setBackground(QColor(0xff, 0xf4, 0xce));
            }
            if (derived) {
                QFont italic = item->font();
                italic.setItalic(true);
                item->setFont(italic);
                item->setForeground(QColor(0x70, 0x70, 0x70));
                item->setToolTip(tr("From the GPU price: %1 GPUs × the GPU price × %2 for the rest of the server. "
                                    "Enter a server price to use your own.")
                                     .arg(g.gpusPerNode)
                                     .arg(QLocale().toString(engine::kServerOverheadFactor, 'f', 1)));
            }
            if (p && !p->rentShapes.empty() && (field == PriceField::RentLow || field == PriceField::RentHigh))
                item->setToolTip(shapesToolTip(*p, m_rate));
            m_table->setItem(r, columnOf(field), item);
        }
        auto readOnly = [&](int col, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            m_table->setItem(r, col, item);
            return item;
        };
        readOnly(PurchaseMidCol, p && p->purchasePerGpu ? loc.toString(p->purchasePerGpu->mid() * m_rate, 'f', 0) : QString())
            ->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        const engine::PriceRange *any = p && p->purchasePerGpu ? &*p->purchasePerGpu
                                        : p && p->server       ? &*p->server
                                        : p && p->rentPerGpuHour ? &*p->rentPerGpuHour
                                                                 : nullptr;
        readOnly(DateCol, any ? QString::fromStdString(any->date) : QString());
        QString source;
        if (!p)
            source = tr("no prices");
        else if (m_overrides.contains(id))
            source = tr("your prices");
        else if (any)
            source = (any->estimate ? tr("estimate: %1") : tr("quoted: %1")).arg(QString::fromStdString(any->basis));
        readOnly(SourceCol, source)->setToolTip(source);
    }
    m_filling = false;
}

// An edit that is not a figure, or a low end above the user's own high end (or the reverse), is
// refused: the cell goes back to what it held and the line under the table says why.
void PriceDialog::commitCell(int row, int column)
{
    const QString id = m_table->item(row, GpuCol)->data(Qt::UserRole).toString();
    QString error, moved;
    for (int f = 0; f < kPriceFieldCount; ++f) {
        const auto field = static_cast<PriceField>(f);
        if (columnOf(field) != column)
            continue;
        const QString text = m_table->item(row, column)->text().trimmed();
        bool ok = false;
        double v = QLocale().toDouble(text, &ok);
        if (!ok)
            v = text.toDouble(&ok);
        if (text.isEmpty()) {
            m_overrides.set(id, field, std::nullopt);
            continue;
        }
        if (!ok || !std::isfinite(v) || v < 0) {
            error = isMoney(field) ? tr("“%1” is not a price: enter a number of 0 or more, or clear the cell to use "
                                        "the catalogue's price.").arg(text)
                                   : tr("“%1” is not a power: enter kilowatts of 0 or more, or clear the cell to use "
                                        "the catalogue's figure.").arg(text);
            continue;
        }
        const double usd = isMoney(field) ? v / m_rate : v;
        // Past the other end of its range: above the high end for a low end, below the low end for a high end.
        const auto beyond = [&](const std::optional<double> &bound) {
            return bound && (isLowEnd(field) ? usd > *bound * (1 + 1e-9) : usd < *bound * (1 - 1e-9));
        };
        if (const auto other = otherEnd(field)) {
            if (const auto bound = m_overrides.value(id, *other); beyond(bound)) {
                const QLocale loc;
                const QString entered = loc.toString(v, 'f', decimalsOf(field));
                const QString yours = loc.toString(*bound * m_rate, 'f', decimalsOf(field));
                error = isLowEnd(field) ? tr("The low end %1 is above your high end %2: lower it, or raise the high end first.")
                                              .arg(entered, yours)
                                        : tr("The high end %1 is below your low end %2: raise it, or lower the low end first.")
                                              .arg(entered, yours);
                continue;
            }
        }
        // Past the catalogue's other end (not one of the user's): the engine moves that end to it
        // (engine/priceoverrides.cpp), which the line under the table says (a GUI QA pass set a V100's
        // low end above the catalogue's high end and saw the high and mid columns change without a word).
        if (const auto other = otherEnd(field); other && !m_overrides.value(id, *other) && catalog().prices) {
            const engine::GpuPrice *listed = catalog().prices->gpu(id.toStdString());
            if (const std::optional<double> bound = listed ? priceValue(*listed, *other) : std::nullopt; beyond(bound)) {
                const QLocale loc;
                const QString entered = loc.toString(v, 'f', decimalsOf(field));
                const QString listedText = loc.toString(*bound * m_rate, 'f', decimalsOf(field));
                moved = isLowEnd(field) ? tr("The low end %1 is above the catalogue's high end %2, so the high end is %1 too; "
                                             "enter a high end to set your own.")
                                              .arg(entered, listedText)
                                        : tr("The high end %1 is below the catalogue's low end %2, so the low end is %1 too; "
                                             "enter a low end to set your own.")
                                              .arg(entered, listedText);
            }
        }
        m_overrides.set(id, field, usd);
    }
    // A refusal in red; a taken edit that moved the other end in the text's own colour.
    m_error->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("color: #b00020;"));
    m_error->setText(error.isEmpty() ? moved : error);
    m_error->setVisible(!m_error->text().isEmpty());
    fill();
}

void PriceDialog::resetOverrides()
{
    m_overrides.clear();
    fill();
}

QByteArray PriceDialog::exportCsv() const
{
    QStringList lines;
    auto csvField = [](QString s) {
        if (s.contains(u',') || s.contains(u'"') || s.contains(u'\n'))
            s = u'"' + s.replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
        return s;
    };
    QStringList header;
    for (int c = 0; c < m_table->columnCount(); ++c)
        header << csvField(m_table->horizontalHeaderItem(c)->text().replace(u'\n', u' '));
    header << QStringLiteral("id");
    lines << header.join(u',');
    const QLocale loc;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < m_table->columnCount(); ++c) {
            QString t = m_table->item(r, c) ? m_table->item(r, c)->text() : QString();
            if (c != GpuCol && c != DateCol && c != SourceCol && !t.isEmpty()) {
                bool ok = false;
                const double v = loc.toDouble(t, &ok);
                if (ok)
                    t = QString::number(v, 'g', 12);
            }
            row << csvField(t);
        }
        row << m_table->item(r, GpuCol)->data(Qt::UserRole).toString();
        lines << row.join(u',');
    }
    return QByteArray("\xEF\xBB\xBF") + lines.join(QStringLiteral("\r\n")).toUtf8() + "\r\n";
}

QByteArray PriceDialog::exportJson() const
{
    const engine::Catalog &cat = catalog();
    const engine::PriceBook book = cat.prices ? m_overrides.apply(*cat.prices) : engine::PriceBook {};
    QJsonArray gpus;
    for (const engine::GpuPrice &p : book.gpus) {
        QJsonObject o;
        o.insert(u"gpu", QString::fromStdString(p.gpu));
        auto range = [&](const char *key, const std::optional<engine::PriceRange> &r) {
            if (!r)
                return;
            QJsonObject j;
            j.insert(u"low", r->low);
            j.insert(u"high", r->high);
            j.insert(u"date", QString::fromStdString(r->date));
            j.insert(u"estimate", r->estimate);
            j.insert(u"basis", QString::fromStdString(r->basis));
            o.insert(QLatin1String(key), j);
        };
        range("purchase_usd_per_gpu", p.purchasePerGpu);
        range("server_usd", p.server);
        range("rent_usd_per_gpu_hour", p.rentPerGpuHour);
        if (p.serverKwPerGpu > 0)
            o.insert(u"server_power_kw_per_gpu", p.serverKwPerGpu);
        gpus.append(o);
    }
    QJsonObject root;
    root.insert(u"currency", QStringLiteral("USD"));
    root.insert(u"gpus", gpus);
    root.insert(u"overrides", m_overrides.toJson());
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace gpuplan::ui
